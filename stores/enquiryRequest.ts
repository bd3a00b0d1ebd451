import type { MouseEvent } from 'react';
import { create } from 'zustand';

/**
 * A request another part of a page makes of its enquiry form: values to fill in (a Play Academy
 * estimate's choices and figures), for the form on the page at `path`. In memory only: it lasts
 * the visit, not a reload, and a form elsewhere never takes it.
 */
export interface EnquiryRequest {
  path: string;
  values: Record<string, string>;
  /** Counts the requests, so that asking again with the same words fills them in again. */
  key: number;
}

interface EnquiryRequestState {
  request?: EnquiryRequest;
  ask(path: string, values: Record<string, string>): void;
}

export const useEnquiryRequest = create<EnquiryRequestState>()((set) => ({
  request: undefined,
  ask: (path, values) =>
    set((state) => ({ request: { path, values, key: (state.request?.key ?? 0) + 1 } })),
}));

/** Whether two paths name one page, with or without the trailing slash. */
export const samePath = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');

/**
 * What a link to a page's enquiry form does when pressed: it asks the form to fill in `values`,
 * and on that same page goes to the form (right below, perhaps still hydrating) and focuses its
 * first field; elsewhere the link itself leads there.
 */
export function requestEnquiry(
  event: MouseEvent<HTMLAnchorElement>,
  target: { path: string; anchor: string },
  values: Record<string, string>,
) {
  useEnquiryRequest.getState().ask(target.path, values);
  if (!samePath(window.location.pathname, target.path)) return;
  event.preventDefault();
  const form = document.getElementById(target.anchor);
  form?.scrollIntoView({ block: 'start' });
  form?.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
}

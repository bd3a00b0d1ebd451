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

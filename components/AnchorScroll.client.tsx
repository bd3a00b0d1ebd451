'use client';

import { useEffect } from 'react';
import {
  decodeFragment,
  preloadAnchorScrolling,
  samePageAnchor,
  scrollToAnchor,
} from './anchorScroll';

/** Links that run their own scrolling (e.g. Book Now, which also remembers the package). */
export const MANUAL_SCROLL_ATTRIBUTE = 'data-anchor-scroll';

function onClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute(MANUAL_SCROLL_ATTRIBUTE)) return;
  const id = samePageAnchor(link, window.location);
  if (!id || !document.getElementById(id)) return;
  // Also keeps Next's Link from treating the click as a navigation with its own hash scrolling.
  event.preventDefault();
  void scrollToAnchor(id);
}

function nextFrame() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
}

/** Arrived with a fragment: the browser jumps early, so line the target up once layout settles. */
async function alignWithInitialHash(isCancelled: () => boolean) {
  const id = decodeFragment(window.location.hash);
  if (!id || !document.getElementById(id)) return;
  await document.fonts?.ready;
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  }
  await nextFrame();
  if (!isCancelled()) await scrollToAnchor(id, { smooth: false, history: 'none', focus: false });
}

let mounted = 0;

/**
 * Smooth in-page anchor scrolling with the header offset
 * (docs/rules/screens-and-routes.md#package-anchors): for links to a fragment on this page, and
 * for a page opened with a fragment. One listener serves the page however many blocks mount this
 * island.
 */
export function AnchorScroll() {
  useEffect(() => {
    mounted += 1;
    if (mounted > 1) {
      return () => {
        mounted -= 1;
      };
    }
    let cancelled = false;
    document.addEventListener('click', onClick, true);
    void alignWithInitialHash(() => cancelled);
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    idle(() => void preloadAnchorScrolling());
    return () => {
      cancelled = true;
      mounted -= 1;
      document.removeEventListener('click', onClick, true);
    };
  }, []);
  return null;
}

/**
 * In-page anchors scroll for 800 ms and stop 65 px below the top of the window
 * (docs/rules/limits.md#layout-and-timing).
 */
export const ANCHOR_SCROLL_DURATION = 800;
export const ANCHOR_SCROLL_OFFSET = 65;

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Starts loading the scrolling library early (on idle) so the first click does not wait for it. */
export function preloadAnchorScrolling(): Promise<unknown> {
  return import('react-scroll');
}

export interface ScrollToAnchorOptions {
  /** Animate (the default); guests who ask for reduced motion always get an instant jump. */
  smooth?: boolean;
  /** How the address bar learns the new fragment: a new history entry, in place, or not at all. */
  history?: 'push' | 'replace' | 'none';
  /** Move keyboard and screen-reader focus to the target, so the next Tab continues from there. */
  focus?: boolean;
}

/**
 * Scrolls to the element with this id, leaving the sticky header's offset above it. Returns false
 * (and does nothing) when the page has no such element, so callers can let the browser handle it.
 */
export async function scrollToAnchor(
  id: string,
  { smooth = true, history = 'push', focus = true }: ScrollToAnchorOptions = {},
): Promise<boolean> {
  const target = document.getElementById(id);
  if (!target) return false;
  if (history !== 'none' && decodeURIComponent(window.location.hash.slice(1)) !== id) {
    const url = `${window.location.pathname}${window.location.search}#${encodeURIComponent(id)}`;
    if (history === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  }
  if (focus) focusWithoutScrolling(target);
  const { scroller } = await import('react-scroll');
  const animate = smooth && !prefersReducedMotion();
  scroller.scrollTo(id, {
    duration: animate ? ANCHOR_SCROLL_DURATION : 0,
    offset: -ANCHOR_SCROLL_OFFSET,
    smooth: animate,
  });
  return true;
}

const NATIVELY_FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

function focusWithoutScrolling(target: HTMLElement) {
  // A section or card is not focusable by itself; -1 lets script focus it without adding a Tab stop.
  if (!target.matches(NATIVELY_FOCUSABLE)) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * The fragment a link points to when following it would stay on this page ('#x', '/this/page/#x'),
 * or undefined for links that leave the page, open elsewhere or carry no fragment.
 */
export function samePageAnchor(link: HTMLAnchorElement, location: Location): string | undefined {
  if (link.hasAttribute('download')) return undefined;
  if (link.target && link.target !== '_self') return undefined;
  let url: URL;
  try {
    url = new URL(link.getAttribute('href') ?? '', location.href);
  } catch {
    return undefined;
  }
  if (url.origin !== location.origin) return undefined;
  if (withoutTrailingSlash(url.pathname) !== withoutTrailingSlash(location.pathname)) {
    return undefined;
  }
  if (url.search && url.search !== location.search) return undefined;
  const id = decodeFragment(url.hash);
  return id || undefined;
}

export function decodeFragment(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

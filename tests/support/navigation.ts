import { screen, within } from '@testing-library/react';

/**
 * jsdom cannot load another document, and says so on every followed link. This stops the
 * browser's default action of link clicks once the page's own handlers (next/link's, the
 * component's) have run; call the returned function to undo it.
 */
export function preventLinkNavigation(): () => void {
  function stop(event: MouseEvent) {
    if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
  }
  document.addEventListener('click', stop);
  return () => document.removeEventListener('click', stop);
}

/** Where the link of that accessible name leads, looked for in `container`, else on the page. */
export function hrefOf(name: string | RegExp, container?: HTMLElement): string | null {
  const scope = container ? within(container) : screen;
  return scope.getByRole('link', { name }).getAttribute('href');
}

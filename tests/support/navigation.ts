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

import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/**
 * The HTML a server component tree renders to, async components (which read content or the
 * clock) awaited as the server does, placed in the test's document to be queried.
 */
export async function renderOnServer(tree: ReactNode): Promise<HTMLElement> {
  const { prelude } = await prerender(tree);
  const html = await new Response(prelude).text();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.replaceChildren(container);
  return container;
}

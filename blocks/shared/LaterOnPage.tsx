import { Activity, type ReactNode } from 'react';

/**
 * A part of a long page past its first screen (the food menu's later categories, the tail of any
 * long list), rendered on the server like the rest of the page but hydrated in a pass of its own
 * (docs/decisions/0013-client-code-per-block.md#long-pages). React hydrates the page first and
 * each such part afterwards in interruptible work, so a phone's main thread never runs one long
 * task for the whole page; the Activity boundary keeps the server HTML where it is. It holds no
 * client code: an interactive part stays an island of its own. Give the part's outer element the
 * `later` class of `laterOnPage.module.css` too, so the browser lays it out only near the window.
 */
export function LaterOnPage({ children }: { children: ReactNode }) {
  return <Activity>{children}</Activity>;
}

import type { ReactNode } from 'react';
import cardStyles from './cards.module.css';

/**
 * The shared card grid that becomes a row to swipe through on a phone (`swipeRow` in
 * cards.module.css), named by its section's heading. Its items are the cards (`li`).
 */
export function CardRow({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul
      className={`${cardStyles.grid} ${cardStyles.swipeRow}`}
      role="list"
      aria-label={label}
      // A row that scrolls on a phone must take focus, so keyboards can scroll it (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {children}
    </ul>
  );
}

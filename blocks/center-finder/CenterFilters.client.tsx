'use client';

import styles from './CenterFinder.module.css';

export interface CenterFilterChoice {
  openNow: boolean;
  sensoryFriendly: boolean;
}

/** What the status line says of the centers the filters leave, or nothing while none is on. */
function filteredCentersMessage(choice: CenterFilterChoice, count: number): string {
  if (!choice.openNow && !choice.sensoryFriendly) return '';
  const noun = count === 1 ? 'center' : 'centers';
  if (choice.openNow && choice.sensoryFriendly) {
    return count === 0
      ? 'No center with sensory-friendly sessions is open right now.'
      : `${count} ${noun} with sensory-friendly sessions ${count === 1 ? 'is' : 'are'} open now.`;
  }
  if (choice.openNow) {
    return count === 0
      ? 'No center is open right now.'
      : `${count} ${noun} ${count === 1 ? 'is' : 'are'} open now.`;
  }
  return count === 0
    ? 'No center holds sensory-friendly sessions.'
    : `${count} ${noun} ${count === 1 ? 'holds' : 'hold'} sensory-friendly sessions.`;
}

/**
 * "Open now only" and "Sensory-friendly sessions" above the centers by state. They need script
 * (the list is filtered in the browser, by the browser's clock), so without script they are not
 * drawn (CenterFinder.module.css).
 */
export function CenterFilters({
  choice,
  onChange,
  count,
}: {
  choice: CenterFilterChoice;
  onChange(choice: CenterFilterChoice): void;
  /** How many centers the filters leave. */
  count: number;
}) {
  return (
    <div className={styles.filters} role="group" aria-label="Show only">
      <label>
        <input
          type="checkbox"
          checked={choice.openNow}
          onChange={(event) => onChange({ ...choice, openNow: event.target.checked })}
        />{' '}
        Open now only
      </label>
      <label>
        <input
          type="checkbox"
          checked={choice.sensoryFriendly}
          onChange={(event) => onChange({ ...choice, sensoryFriendly: event.target.checked })}
        />{' '}
        Sensory-friendly sessions
      </label>
      <p role="status" className={styles.filterCount}>
        {filteredCentersMessage(choice, count)}
      </p>
    </div>
  );
}

'use client';

import styles from './CenterFinder.module.css';

/**
 * "Open now only" above the centers by state. It needs script (the list is filtered in the
 * browser by the browser's clock), so without script it is not drawn (CenterFinder.module.css).
 */
export function OpenNowFilter({
  checked,
  onChange,
  openCount,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  /** How many centers are open, while the filter is on. */
  openCount?: number;
}) {
  return (
    <div className={styles.openFilter}>
      <label>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />{' '}
        Open now only
      </label>
      <p role="status" className={styles.openCount}>
        {openCount === undefined
          ? ''
          : openCount === 0
            ? 'No center is open right now.'
            : `${openCount} ${openCount === 1 ? 'center is' : 'centers are'} open now.`}
      </p>
    </div>
  );
}

'use client';

import { useSay } from '@/components/Say.client';
import { fill, type Say } from '@/lib/i18n/say';
import words from '@/messages/en/CenterFinder.json';
import styles from './CenterFinder.module.css';

export interface CenterFilterChoice {
  openNow: boolean;
  sensoryFriendly: boolean;
}

/** What the status line says of the centers the filters leave, or nothing while none is on. */
function filteredCentersMessage(choice: CenterFilterChoice, count: number, say: Say): string {
  if (!choice.openNow && !choice.sensoryFriendly) return '';
  const [none, one, many] =
    choice.openNow && choice.sensoryFriendly
      ? [words.noneOpenSensory, words.oneOpenSensory, words.manyOpenSensory]
      : choice.openNow
        ? [words.noneOpen, words.oneOpen, words.manyOpen]
        : [words.noneSensory, words.oneSensory, words.manySensory];
  if (count === 0) return say(none);
  return count === 1 ? say(one) : fill(say(many), { count });
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
  const say = useSay();
  return (
    <div className={styles.filters} role="group" aria-label={say(words.showOnly)}>
      <label>
        <input
          type="checkbox"
          checked={choice.openNow}
          onChange={(event) => onChange({ ...choice, openNow: event.target.checked })}
        />{' '}
        {say(words.openNowOnly)}
      </label>
      <label>
        <input
          type="checkbox"
          checked={choice.sensoryFriendly}
          onChange={(event) => onChange({ ...choice, sensoryFriendly: event.target.checked })}
        />{' '}
        {say(words.sensoryFriendly)}
      </label>
      <p role="status" className={styles.filterCount}>
        {filteredCentersMessage(choice, count, say)}
      </p>
    </div>
  );
}

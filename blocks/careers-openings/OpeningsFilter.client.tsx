'use client';

import { useId, useState, type ReactNode } from 'react';
import { useSay, withTranslations } from '@/components/Say.client';
import words from '@/messages/en/Careers.json';
import { ANY, changed, choices, countMessage, matches, type OpeningFacets } from './filter';
import styles from './CareersOpenings.module.css';

export interface FilterableOpening extends OpeningFacets {
  /** The opening's card, rendered on the server. */
  card: ReactNode;
}

/**
 * The openings with three selects that narrow them by state, center and department. It starts
 * with every opening, as the server HTML does, so the list works before and without script.
 */
function OpeningsList({ openings }: { openings: FilterableOpening[] }) {
  const say = useSay();
  const [filter, setFilter] = useState(ANY);
  const id = useId();
  const options = choices(openings, filter.state);
  const shown = openings.filter((opening) => matches(opening, filter));
  const update = (change: Partial<typeof filter>) =>
    setFilter((current) => changed(openings, current, change));

  return (
    <>
      <div role="group" aria-labelledby={`${id}-label`} className={styles.filter}>
        <p id={`${id}-label`} className={styles.filterLabel}>
          {say(words.findNearYou)}
        </p>
        <label className={styles.control}>
          <span>{say(words.state)}</span>
          <select value={filter.state} onChange={(event) => update({ state: event.target.value })}>
            <option value="">{say(words.allStates)}</option>
            {options.states.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.control}>
          <span>{say(words.center)}</span>
          <select
            value={filter.center}
            onChange={(event) => update({ center: event.target.value })}
          >
            <option value="">{say(words.allCenters)}</option>
            {options.centers.map((center) => (
              <option key={center.id} value={center.id}>
                {center.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.control}>
          <span>{say(words.role)}</span>
          <select
            value={filter.department}
            onChange={(event) => update({ department: event.target.value })}
          >
            <option value="">{say(words.allRoles)}</option>
            {options.departments.map((department) => (
              <option key={department} value={department}>
                {department}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={styles.clear} onClick={() => setFilter(ANY)}>
          {say(words.showAll)}
        </button>
      </div>
      <p role="status" className={styles.count}>
        {say(countMessage(shown.length))}
      </p>
      {shown.length > 0 ? (
        <ul className={styles.list} role="list">
          {shown.map((opening) => (
            <li key={opening.id}>{opening.card}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{say(words.noMatch)}</p>
      )}
    </>
  );
}

/** The island's root: its words in the page's language (none on an English page). */
export const OpeningsFilter = withTranslations(OpeningsList);

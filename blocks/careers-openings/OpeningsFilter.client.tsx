'use client';

import { useId, useState, type ReactNode } from 'react';
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
export function OpeningsFilter({ openings }: { openings: FilterableOpening[] }) {
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
          Find openings near you
        </p>
        <label className={styles.control}>
          <span>State</span>
          <select value={filter.state} onChange={(event) => update({ state: event.target.value })}>
            <option value="">All states</option>
            {options.states.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.control}>
          <span>Center</span>
          <select
            value={filter.center}
            onChange={(event) => update({ center: event.target.value })}
          >
            <option value="">All centers</option>
            {options.centers.map((center) => (
              <option key={center.id} value={center.id}>
                {center.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.control}>
          <span>Role</span>
          <select
            value={filter.department}
            onChange={(event) => update({ department: event.target.value })}
          >
            <option value="">All roles</option>
            {options.departments.map((department) => (
              <option key={department} value={department}>
                {department}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={styles.clear} onClick={() => setFilter(ANY)}>
          Show all
        </button>
      </div>
      <p role="status" className={styles.count}>
        {countMessage(shown.length)}
      </p>
      {shown.length > 0 ? (
        <ul className={styles.list} role="list">
          {shown.map((opening) => (
            <li key={opening.id}>{opening.card}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>
          No openings match right now. Try another state, center or role, or send us a general
          application below.
        </p>
      )}
    </>
  );
}

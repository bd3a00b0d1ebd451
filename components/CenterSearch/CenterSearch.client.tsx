'use client';

import { MAX_QUERY_LENGTH, type CenterChoice } from '@/lib/centers/nearest';
import { stateCode } from '@/lib/centers/states';
import words from '@/messages/en/CenterSearch.json';
import { DecorativeIcon } from '../DecorativeIcon';
import { useSay } from '../Say.client';
import { useGeolocation } from './useGeolocation.client';
import { useQuerySearch } from './useQuerySearch.client';
import { foundStatus, useSearchOutcome } from './useSearchOutcome.client';
import styles from './CenterSearch.module.css';

export { GEOLOCATION_FAILED } from './useGeolocation.client';
export { CITY_SEARCH_FAILED, EMPTY_QUERY } from './useQuerySearch.client';
export { NO_NEARBY_LOCATIONS } from './useSearchOutcome.client';
export const QUERY_LABEL = words.queryLabel;

export interface CenterSearchProps {
  centers: CenterChoice[];
  /** The group's name, e.g. 'Where'; the input itself is labelled with what to type. */
  label: string;
  /** Unique on the page: ids of the input, hint and messages start with it. */
  idPrefix: string;
  /** The chosen center (restored state included), shown as chosen. */
  selectedId?: string;
  onSelect(center: CenterChoice): void;
  /** A message from the parent, e.g. that a center is required; marks the input invalid. */
  error?: string;
  /** A line a result adds under its place, e.g. whether the center is open now. */
  statusOf?(center: CenterChoice): { text: string; tone: string } | undefined;
}

function place(center: CenterChoice): string {
  return `${center.city}, ${stateCode(center.state)}`;
}

/**
 * Finds the centers nearest to a ZIP code, city, center name or the guest's own position, without
 * any network call, and lets the guest choose one. Every button is type="button" and Enter in the
 * input searches, so it can sit inside a form without submitting it.
 */
export function CenterSearch({
  centers,
  label,
  idPrefix,
  selectedId,
  onSelect,
  error,
  statusOf,
}: CenterSearchProps) {
  const say = useSay();
  const { outcome, begin } = useSearchOutcome();
  const { inputRef, search, onKeyDown } = useQuerySearch(centers, begin);
  const locate = useGeolocation(centers, begin);

  const inputId = `${idPrefix}-query`;
  const hintId = `${idPrefix}-hint`;
  const messageId = `${idPrefix}-message`;
  const errorId = `${idPrefix}-error`;
  const statusId = `${idPrefix}-status`;

  const message = outcome.kind === 'message' ? say(outcome.text) : undefined;
  // The parent may report the same words the search already shows; say them once.
  const parentError = error && error !== message ? error : undefined;
  const invalid = Boolean(message || parentError);
  const describedBy = [hintId, message && messageId, parentError && errorId]
    .filter(Boolean)
    .join(' ');
  const selected = selectedId ? centers.find((center) => center.id === selectedId) : undefined;

  return (
    <fieldset className={styles.search}>
      <legend className={styles.legend}>{label}</legend>

      <div className={styles.controls}>
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.label}>
            {say(QUERY_LABEL)}
          </label>
          <div className={styles.queryRow}>
            <input
              id={inputId}
              type="text"
              className={styles.input}
              ref={inputRef}
              maxLength={MAX_QUERY_LENGTH}
              autoComplete="off"
              enterKeyHint="search"
              spellCheck={false}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onKeyDown={onKeyDown}
            />
            <button type="button" className={styles.searchButton} onClick={search}>
              {say(words.search)}
            </button>
          </div>
          <p id={hintId} className={styles.hint}>
            {say(words.example)}
          </p>
        </div>
        <button
          type="button"
          className={styles.locateButton}
          onClick={locate}
          aria-busy={outcome.kind === 'locating' || undefined}
        >
          <DecorativeIcon className={styles.pin} viewBox="0 0 24 24">
            <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
          </DecorativeIcon>
          {say(outcome.kind === 'locating' ? words.findingYou : words.useMyLocation)}
        </button>
      </div>

      {message && (
        <p id={messageId} role="alert" className={styles.message}>
          {message}
        </p>
      )}
      {parentError && (
        <p id={errorId} className={styles.error}>
          {parentError}
        </p>
      )}

      <p id={statusId} role="status" className={styles.status}>
        {outcome.kind === 'found' && foundStatus(outcome, say)}
        {outcome.kind === 'locating' && say(words.findingYourLocation)}
        {outcome.kind === 'searching' && say(words.searching)}
      </p>

      {outcome.kind === 'found' && (
        <ul role="list" className={styles.results} aria-labelledby={statusId}>
          {outcome.centers.map((center) => {
            const chosen = center.id === selectedId;
            const status = statusOf?.(center);
            return (
              <li key={center.id}>
                <button
                  type="button"
                  className={styles.result}
                  aria-pressed={chosen}
                  onClick={() => onSelect(center)}
                >
                  <span className={styles.resultName}>{center.name}</span>
                  <span className={styles.resultPlace}>{place(center)}</span>
                  {center.distanceMiles !== undefined && (
                    <span className={styles.distance}>{center.distanceMiles.toFixed(1)} mi</span>
                  )}
                  {status && (
                    <span className={styles.resultStatus} data-tone={status.tone}>
                      {status.text}
                    </span>
                  )}
                  <span className={styles.mark} aria-hidden="true">
                    {say(chosen ? words.chosen : words.choose)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <p className={styles.chosen} role="status">
        {selected && (
          <>
            <span className={styles.chosenLabel}>{say(words.chosenCenter)}</span>{' '}
            <strong>{selected.name}</strong> ({place(selected)})
          </>
        )}
      </p>
    </fieldset>
  );
}

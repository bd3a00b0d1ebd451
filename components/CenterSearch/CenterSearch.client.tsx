'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import {
  MAX_QUERY_LENGTH,
  NO_NEARBY_LOCATIONS,
  centersInState,
  nearestCenters,
  originFor,
  type CenterChoice,
  type Coordinates,
} from '@/lib/centers/nearest';
import { stateCode, usState } from '@/lib/centers/states';
import { DecorativeIcon } from '../DecorativeIcon';
import styles from './CenterSearch.module.css';

export const GEOLOCATION_FAILED =
  'We could not get your location. Please type a ZIP code or city instead.';
export const EMPTY_QUERY = 'Please type a ZIP code, city or center name.';
export const QUERY_LABEL = 'ZIP code, city or center name';
export const CITY_SEARCH_FAILED =
  'We could not look up that city just now. Please try again, or type a ZIP code.';

/** Long enough for a phone to get a fix, short enough that a guest is not left waiting. */
const GEOLOCATION_TIMEOUT_MS = 10_000;

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
}

/** A center found near a place, with its distance; a state's centers have none. */
type Found = CenterChoice & { distanceMiles?: number };

type Outcome =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'searching' }
  | { kind: 'found'; status: string; centers: Found[] }
  | { kind: 'message'; text: string };

const countOf = (centers: readonly Found[]) =>
  `${centers.length} ${centers.length === 1 ? 'center' : 'centers'}`;

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
}: CenterSearchProps) {
  // Read from the element, not from state: a guest may type before the page has hydrated.
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  // A late answer from an earlier geolocation request must not replace a newer search.
  const request = useRef(0);

  const inputId = `${idPrefix}-query`;
  const hintId = `${idPrefix}-hint`;
  const messageId = `${idPrefix}-message`;
  const errorId = `${idPrefix}-error`;
  const statusId = `${idPrefix}-status`;

  const message = outcome.kind === 'message' ? outcome.text : undefined;
  // The parent may report the same words the search already shows; say them once.
  const parentError = error && error !== message ? error : undefined;
  const invalid = Boolean(message || parentError);
  const describedBy = [hintId, message && messageId, parentError && errorId]
    .filter(Boolean)
    .join(' ');
  const selected = selectedId ? centers.find((center) => center.id === selectedId) : undefined;

  function show(origin: Coordinates | undefined, near: string) {
    const found = origin ? nearestCenters(centers, origin) : [];
    setOutcome(
      found.length > 0
        ? {
            kind: 'found',
            status: `${countOf(found)} near ${near}, nearest first.`,
            centers: found,
          }
        : { kind: 'message', text: NO_NEARBY_LOCATIONS },
    );
  }

  function search() {
    const ticket = ++request.current;
    const text = (input.current?.value ?? '').trim();
    if (!text) {
      setOutcome({ kind: 'message', text: EMPTY_QUERY });
      return;
    }
    const query = text.slice(0, MAX_QUERY_LENGTH);
    const inState = centersInState(query, centers);
    if (inState) {
      const status = `${countOf(inState)} in ${usState(query)?.name ?? query}.`;
      setOutcome({ kind: 'found', status, centers: inState });
      return;
    }
    const origin = originFor(query, centers);
    if (origin) {
      show(origin, `“${text}”`);
      return;
    }
    // A city without a center of its own: the city table loads with the first such search.
    setOutcome({ kind: 'searching' });
    import('@/lib/centers/cities').then(
      ({ cityPosition }) => {
        if (ticket === request.current) show(cityPosition(query, centers), `“${text}”`);
      },
      () => {
        if (ticket === request.current) setOutcome({ kind: 'message', text: CITY_SEARCH_FAILED });
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter would submit a surrounding form (the booking widget); here it means search.
    event.preventDefault();
    search();
  }

  function locate() {
    const ticket = ++request.current;
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setOutcome({ kind: 'message', text: GEOLOCATION_FAILED });
      return;
    }
    setOutcome({ kind: 'locating' });
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (ticket !== request.current) return;
        show({ latitude: coords.latitude, longitude: coords.longitude }, 'your location');
      },
      () => {
        if (ticket !== request.current) return;
        setOutcome({ kind: 'message', text: GEOLOCATION_FAILED });
      },
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 300_000 },
    );
  }

  return (
    <fieldset className={styles.search}>
      <legend className={styles.legend}>{label}</legend>

      <div className={styles.controls}>
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.label}>
            {QUERY_LABEL}
          </label>
          <div className={styles.queryRow}>
            <input
              id={inputId}
              type="text"
              className={styles.input}
              ref={input}
              maxLength={MAX_QUERY_LENGTH}
              autoComplete="off"
              enterKeyHint="search"
              spellCheck={false}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onKeyDown={onKeyDown}
            />
            <button type="button" className={styles.searchButton} onClick={search}>
              Search
            </button>
          </div>
          <p id={hintId} className={styles.hint}>
            For example 74133, Tulsa or Tulsa, OK.
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
          {outcome.kind === 'locating' ? 'Finding you…' : 'Use my location'}
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
        {outcome.kind === 'found' && outcome.status}
        {outcome.kind === 'locating' && 'Finding your location…'}
        {outcome.kind === 'searching' && 'Searching…'}
      </p>

      {outcome.kind === 'found' && (
        <ul role="list" className={styles.results} aria-labelledby={statusId}>
          {outcome.centers.map((center) => {
            const chosen = center.id === selectedId;
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
                  <span className={styles.mark} aria-hidden="true">
                    {chosen ? '✓ Chosen' : 'Choose'}
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
            <span className={styles.chosenLabel}>Chosen center:</span>{' '}
            <strong>{selected.name}</strong> ({place(selected)})
          </>
        )}
      </p>
    </fieldset>
  );
}

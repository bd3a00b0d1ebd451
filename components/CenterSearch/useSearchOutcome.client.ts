'use client';

import { useCallback, useRef, useState } from 'react';
import { nearestCenters, type CenterChoice, type Coordinates } from '@/lib/centers/nearest';
import { fill, type Say } from '@/lib/i18n/say';
import words from '@/messages/en/CenterSearch.json';

/** A center found near a place, with its distance; a state's centers have none. */
export type Found = CenterChoice & { distanceMiles?: number };

/** The search found no center near the place asked for. */
export const NO_NEARBY_LOCATIONS = words.noNearbyLocations;

export type Outcome =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'searching' }
  | { kind: 'found'; centers: Found[]; place: { near: string } | { state: string } }
  | { kind: 'message'; text: string };

/**
 * What a search found, for the status line: '3 centers near “Tulsa”, nearest first.' or
 * '2 centers in Arizona.', in the page's language.
 */
export function foundStatus(outcome: Extract<Outcome, { kind: 'found' }>, say: Say): string {
  const count = outcome.centers.length;
  const found = count === 1 ? say(words.oneCenter) : fill(say(words.centers), { count });
  return 'state' in outcome.place
    ? fill(say(words.foundIn), { found, state: outcome.place.state })
    : fill(say(words.foundNear), { found, near: outcome.place.near });
}

/** The centers nearest to `origin`, described as near `near`, or that none is near. */
export function outcomeNear(
  centers: CenterChoice[],
  origin: Coordinates | undefined,
  near: string,
): Outcome {
  const found = origin ? nearestCenters(centers, origin) : [];
  return found.length > 0
    ? { kind: 'found', centers: found, place: { near } }
    : { kind: 'message', text: NO_NEARBY_LOCATIONS };
}

/**
 * What the search shows. `begin` starts a request (a search or a location) with its first outcome
 * and returns the function that reports its later one. A late answer to an earlier request, such as
 * a slow geolocation fix, must not replace a newer search: once another request has begun, that
 * function does nothing.
 */
export function useSearchOutcome() {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const latest = useRef(0);
  const begin = useCallback((first: Outcome) => {
    const request = ++latest.current;
    setOutcome(first);
    return (next: Outcome) => {
      if (request === latest.current) setOutcome(next);
    };
  }, []);
  return { outcome, begin };
}

export type BeginRequest = ReturnType<typeof useSearchOutcome>['begin'];

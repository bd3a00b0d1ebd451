'use client';

import { useCallback, useRef, useState } from 'react';
import {
  NO_NEARBY_LOCATIONS,
  nearestCenters,
  type CenterChoice,
  type Coordinates,
} from '@/lib/centers/nearest';

/** A center found near a place, with its distance; a state's centers have none. */
export type Found = CenterChoice & { distanceMiles?: number };

export type Outcome =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'searching' }
  | { kind: 'found'; status: string; centers: Found[] }
  | { kind: 'message'; text: string };

export const countOf = (centers: readonly Found[]) =>
  `${centers.length} ${centers.length === 1 ? 'center' : 'centers'}`;

/** The centers nearest to `origin`, described as near `near`, or that none is near. */
export function outcomeNear(
  centers: CenterChoice[],
  origin: Coordinates | undefined,
  near: string,
): Outcome {
  const found = origin ? nearestCenters(centers, origin) : [];
  return found.length > 0
    ? { kind: 'found', status: `${countOf(found)} near ${near}, nearest first.`, centers: found }
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

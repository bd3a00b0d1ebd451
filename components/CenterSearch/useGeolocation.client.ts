'use client';

import { useCallback } from 'react';
import type { CenterChoice } from '@/lib/centers/nearest';
import words from '@/messages/en/CenterSearch.json';
import { outcomeNear, type BeginRequest } from './useSearchOutcome.client';

export const GEOLOCATION_FAILED = words.geolocationFailed;

/** Long enough for a phone to get a fix, short enough that a guest is not left waiting. */
const GEOLOCATION_TIMEOUT_MS = 10_000;

/** 'Use my location': the centers nearest to the guest's position, or why it could not be had. */
export function useGeolocation(centers: CenterChoice[], begin: BeginRequest) {
  return useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      begin({ kind: 'message', text: GEOLOCATION_FAILED });
      return;
    }
    const report = begin({ kind: 'locating' });
    geolocation.getCurrentPosition(
      ({ coords }) =>
        report(
          outcomeNear(
            centers,
            { latitude: coords.latitude, longitude: coords.longitude },
            'your location',
          ),
        ),
      () => report({ kind: 'message', text: GEOLOCATION_FAILED }),
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 300_000 },
    );
  }, [centers, begin]);
}

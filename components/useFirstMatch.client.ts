'use client';

import { useCallback, useSyncExternalStore } from 'react';

function mediaLists(queries: readonly string[]): MediaQueryList[] {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return [];
  return queries.map((query) => window.matchMedia(query));
}

/**
 * The index of the first media query that matches, or -1. The server (and hydration) sees -1, so
 * the first client render matches the server's HTML and the real value follows right after.
 */
export function useFirstMatch(queries: readonly string[]): number {
  const key = queries.join('\n');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const lists = mediaLists(key ? key.split('\n') : []);
      for (const list of lists) list.addEventListener('change', onChange);
      return () => {
        for (const list of lists) list.removeEventListener('change', onChange);
      };
    },
    [key],
  );
  const read = useCallback(
    () => mediaLists(key ? key.split('\n') : []).findIndex((list) => list.matches),
    [key],
  );
  return useSyncExternalStore(subscribe, read, () => -1);
}

export const REDUCED_MOTION = ['(prefers-reduced-motion: reduce)'] as const;

'use client';

import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { usedNow, whenUsed } from './whenUsed';

/**
 * An island that hydrates on the guest's first use of its area (./whenUsed.ts), or at once in a
 * browser where `atOnce` says so. React.lazy rather
 * than next/dynamic: next/dynamic preloads the island's code with the page, which is bandwidth
 * the page's largest image and fonts need, for code that may never run.
 */
export function islandOnUse<Props extends object>(
  area: string,
  load: () => Promise<ComponentType<Props>>,
  atOnce?: () => boolean,
) {
  const Island = lazy(() => {
    if (typeof window !== 'undefined' && atOnce?.()) usedNow(area);
    return whenUsed(area)
      .then(load)
      .then((component) => ({ default: component }));
  });
  function IslandOnUse(props: Props) {
    return (
      <Suspense fallback={<LoadNow area={area} />}>
        <Island {...props} />
      </Suspense>
    );
  }
  return IslandOnUse;
}

/**
 * React shows the fallback only where it has no server HTML of the island to keep (a page rendered
 * after a client-side navigation), and there the guest cannot use what is not drawn: load at once.
 */
function LoadNow({ area }: { area: string }) {
  useEffect(() => usedNow(area), [area]);
  return null;
}

'use client';

import { useEffect } from 'react';
import { usedNow } from './whenUsed';

/**
 * The loading state of an island that hydrates on use. React shows it only where it has no
 * server HTML of the island to keep (a page rendered in the browser after a client-side
 * navigation), and there the guest cannot use what is not drawn: load the island at once.
 */
export function HydrateNow({ area }: { area: string }) {
  useEffect(() => usedNow(area), [area]);
  return null;
}

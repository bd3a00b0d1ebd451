'use client';

import { useEffect } from 'react';
import { rememberEventPath } from '@/stores/visitedEventPath';

/** Keeps the events category page a guest is on, for the events list's preselect. */
export function RememberEventPath({ path }: { path: string }) {
  useEffect(() => rememberEventPath(path), [path]);
  return null;
}

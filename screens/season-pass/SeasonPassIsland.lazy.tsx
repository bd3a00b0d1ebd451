'use client';

// Only the season pass pages download the form: docs/decisions/0013-client-code-per-block.md.
import dynamic from 'next/dynamic';
import { whenFormUsed } from './whenFormUsed';

// The server renders the whole form; in the browser it stays that HTML (a suspended boundary,
// `loading`) until the guest first uses it: docs/decisions/0007-season-pass-screen.md.
export const SeasonPassIsland = dynamic(
  () =>
    whenFormUsed()
      .then(() => import('@/forms/season-pass/SeasonPassIsland.client'))
      .then((module) => module.SeasonPassIsland),
  { loading: () => null },
);

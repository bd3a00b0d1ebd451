'use client';

// Only the season pass pages download the form: docs/decisions/0013-client-code-per-block.md.
import dynamic from 'next/dynamic';
import { HydrateNow } from '@/components/HydrateOnUse/HydrateNow.client';
import { usedNow, whenUsed } from '@/components/HydrateOnUse/whenUsed';
import { SEASON_PASS_FORM_AREA } from './formArea';

/**
 * The server renders the whole form; in the browser it stays that HTML (a suspended boundary)
 * until the guest first uses it, or at once when a barcode in the address is to fill the first
 * card: docs/decisions/0007-season-pass-screen.md.
 */
export const SeasonPassIsland = dynamic(
  () => {
    if (
      typeof window !== 'undefined' &&
      new URLSearchParams(window.location.search).has('barcode')
    ) {
      usedNow(SEASON_PASS_FORM_AREA);
    }
    return whenUsed(SEASON_PASS_FORM_AREA)
      .then(() => import('@/forms/season-pass/SeasonPassIsland.client'))
      .then((module) => module.SeasonPassIsland);
  },
  { loading: () => <HydrateNow area={SEASON_PASS_FORM_AREA} /> },
);

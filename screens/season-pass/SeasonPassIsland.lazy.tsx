'use client';

// Only the season pass pages download the form (docs/decisions/0013-client-code-per-block.md), and
// only once the guest first uses it, or at once when a barcode in the address is to fill the first
// card (docs/decisions/0007-season-pass-screen.md).
import { islandOnUse } from '@/components/HydrateOnUse/islandOnUse.client';
import { SEASON_PASS_FORM_AREA } from './formArea';

export const SeasonPassIsland = islandOnUse(
  SEASON_PASS_FORM_AREA,
  () =>
    import('@/forms/season-pass/SeasonPassIsland.client').then((module) => module.SeasonPassIsland),
  () => new URLSearchParams(window.location.search).has('barcode'),
);

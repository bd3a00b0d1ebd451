'use client';

// Only the season pass pages download the form: docs/decisions/0013-client-code-per-block.md.
import dynamic from 'next/dynamic';

export const SeasonPassIsland = dynamic(() =>
  import('@/forms/season-pass/SeasonPassIsland.client').then((module) => module.SeasonPassIsland),
);

'use client';

// Only the birthday info page downloads the booking steps: docs/decisions/0013-client-code-per-block.md.
import dynamic from 'next/dynamic';

export const BirthdayInfoIsland = dynamic(() =>
  import('./BirthdayInfoIsland.client').then((module) => module.BirthdayInfoIsland),
);

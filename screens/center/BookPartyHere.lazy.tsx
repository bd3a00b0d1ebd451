'use client';

// Only center pages download this island: docs/decisions/0013-client-code-per-block.md.
import dynamic from 'next/dynamic';

export const BookPartyHere = dynamic(() =>
  import('./BookPartyHere.client').then((module) => module.BookPartyHere),
);

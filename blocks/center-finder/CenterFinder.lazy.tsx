'use client';

// Only pages that render this island download its code: docs/decisions/0013-client-code-per-block.md.
import dynamic from 'next/dynamic';

export const CenterFinderSearch = dynamic(() =>
  import('./islands.client').then((module) => module.CenterFinderSearch),
);
export const CenterDirectory = dynamic(() =>
  import('./islands.client').then((module) => module.CenterDirectory),
);
export const CenterMap = dynamic(() =>
  import('./islands.client').then((module) => module.CenterMap),
);

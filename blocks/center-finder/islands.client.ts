'use client';

/*
 * Find a Location's three islands as one module: they render together, and share the center
 * list's decoding, the minute clock and the open-now words. Loaded apart, each island's chunk
 * carried its own copy of those.
 */
export { CenterFinderSearch } from './CenterFinder.client';
export { CenterDirectory } from './CenterDirectory.client';
export { CenterMap } from './CenterMap.client';

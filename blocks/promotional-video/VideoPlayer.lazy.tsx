'use client';

// Only pages that render this island download its code: docs/decisions/0013-client-code-per-block.md.
import dynamic from 'next/dynamic';

export const VideoPlayerIsland = dynamic(() =>
  import('./VideoPlayer.client').then((module) => module.VideoPlayerIsland),
);

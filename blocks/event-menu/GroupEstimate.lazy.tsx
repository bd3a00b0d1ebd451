'use client';

// Only pages with an event menu download the estimate (docs/decisions/0013-client-code-per-block.md).
import dynamic from 'next/dynamic';

export const GroupEstimate = dynamic(() =>
  import('./GroupEstimate.client').then((module) => module.GroupEstimate),
);

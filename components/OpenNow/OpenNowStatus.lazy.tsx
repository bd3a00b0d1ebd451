'use client';

// Only pages that show a center's status download this island: docs/decisions/0013-client-code-per-block.md.
import dynamic from 'next/dynamic';

export const OpenNowStatus = dynamic(() =>
  import('./OpenNowStatus.client').then((module) => module.OpenNowStatus),
);

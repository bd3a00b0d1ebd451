'use client';

// Only pages that render this island download its code: docs/decisions/0013-client-code-per-block.md.
import dynamic from 'next/dynamic';

export const OpeningsFilter = dynamic(() =>
  import('./OpeningsFilter.client').then((module) => module.OpeningsFilter),
);

export const JobApplication = dynamic(() =>
  import('./JobApplication.client').then((module) => module.JobApplication),
);

'use client';

// Only pages with a comparison download its totals (docs/decisions/0013-client-code-per-block.md).
import dynamic from 'next/dynamic';

export const ComparisonTotals = dynamic(() =>
  import('./ComparisonTotals.client').then((module) => module.ComparisonTotals),
);

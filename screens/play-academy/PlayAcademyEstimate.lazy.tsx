'use client';

// Only the programme page and its estimate download the estimate's code
// (docs/decisions/0013-client-code-per-block.md). Not an island that waits for the teacher's first
// use (decision 0014): React sends such an island's HTML apart from the page and shows it by
// script, and this form must work without script.
import dynamic from 'next/dynamic';

export const PlayAcademyEstimate = dynamic(() =>
  import('./PlayAcademyEstimate.client').then((module) => module.PlayAcademyEstimate),
);

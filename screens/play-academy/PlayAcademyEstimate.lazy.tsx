'use client';

// Only the programme page and its estimate download the estimate's code
// (docs/decisions/0013-client-code-per-block.md), and only once the teacher first uses it
// (docs/decisions/0014-taps-before-hydration.md): until then the server's form is sent as it is.
import { islandOnUse } from '@/components/HydrateOnUse/islandOnUse.client';
import { ESTIMATE_AREA } from './estimateArea';

export const PlayAcademyEstimate = islandOnUse(ESTIMATE_AREA, () =>
  import('./PlayAcademyEstimate.client').then((module) => module.PlayAcademyEstimate),
);

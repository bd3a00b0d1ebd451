'use client';

// Only pages that render this island download its code (docs/decisions/0013-client-code-per-block.md),
// and only once the guest first uses the form (docs/decisions/0014-taps-before-hydration.md).
import { islandOnUse } from '@/components/HydrateOnUse/islandOnUse.client';
import { ENQUIRY_FORM_AREA } from './formArea';

export const EnquiryFormIsland = islandOnUse(ENQUIRY_FORM_AREA, () =>
  import('./EnquiryForm.client').then((module) => module.EnquiryFormIsland),
);

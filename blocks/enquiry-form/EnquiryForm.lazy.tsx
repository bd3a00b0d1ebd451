'use client';

// Only pages that render this island download its code: docs/decisions/0013-client-code-per-block.md.
import dynamic from 'next/dynamic';
import { HydrateNow } from '@/components/HydrateOnUse/HydrateNow.client';
import { whenUsed } from '@/components/HydrateOnUse/whenUsed';
import { ENQUIRY_FORM_AREA } from './formArea';

// The server renders the whole form; in the browser it stays that HTML until the guest first
// uses it: docs/decisions/0014-taps-before-hydration.md.
export const EnquiryFormIsland = dynamic(
  () =>
    whenUsed(ENQUIRY_FORM_AREA)
      .then(() => import('./EnquiryForm.client'))
      .then((module) => module.EnquiryFormIsland),
  { loading: () => <HydrateNow area={ENQUIRY_FORM_AREA} /> },
);

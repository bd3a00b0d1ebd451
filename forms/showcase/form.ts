import { engineMessages } from '@/forms/engine/messages';
import type { FormEntry } from '@/forms/engine/types';
import { virtualFailure } from '@/forms/virtual-experience/form';
import { showcaseFields } from './definition';
import { submitShowcase } from './submission';

/** A failed mail says so and keeps the form, in the words of the other mail-send enquiries. */
export const showcaseForm: FormEntry = {
  fields: ({ locationGroups }) => showcaseFields(locationGroups),
  submit: submitShowcase,
  submitLabel: 'Save My Seat',
  thankYou: engineMessages.thankYou,
  failure: virtualFailure,
};

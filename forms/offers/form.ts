import { engineMessages } from '@/forms/engine/messages';
import type { FormEntry } from '@/forms/engine/types';
import { virtualFailure } from '@/forms/virtual-experience/form';
import { offersFields } from './definition';
import { submitOffers } from './submission';

/** A failed mail says so and keeps the form, in the words of the other mail-send enquiries. */
export const offersForm: FormEntry = {
  fields: ({ locationGroups }) => offersFields(locationGroups),
  submit: submitOffers,
  submitLabel: 'Sign Up',
  thankYou: engineMessages.thankYou,
  failure: virtualFailure,
};

import { engineMessages } from '@/forms/engine/messages';
import type { FormEntry } from '@/forms/engine/types';
import { virtualFailure } from '@/forms/virtual-experience/form';
import { groupEventFields } from './definition';
import { submitGroupEvent } from './submission';

/** A failed mail says so and keeps the form, in the words of the other mail-send enquiries. */
export const groupEventForm: FormEntry = {
  fields: ({ locationGroups }, values) => groupEventFields(locationGroups, values),
  submit: submitGroupEvent,
  submitLabel: 'Send',
  thankYou: engineMessages.thankYou,
  failure: virtualFailure,
};

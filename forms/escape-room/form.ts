import { engineMessages } from '@/forms/engine/messages';
import type { FormEntry } from '@/forms/engine/types';
import { virtualFailure } from '@/forms/virtual-experience/form';
import { escapeRoomDefinition } from './definition';
import { validateEscapeRoom } from './rules';
import { submitEscapeRoom } from './submission';

/** A failed mail says so and keeps the form, in the words of the other mail-send enquiries. */
export const escapeRoomForm: FormEntry = {
  fields: () => escapeRoomDefinition,
  rules: { validate: validateEscapeRoom },
  submit: submitEscapeRoom,
  submitLabel: 'Send',
  thankYou: engineMessages.thankYou,
  failure: virtualFailure,
};

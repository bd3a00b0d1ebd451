import { engineMessages, sendFailure } from '@/forms/engine/messages';
import texts from '@/messages/en/FormTexts.json';
import type { FormEntry } from '@/forms/engine/types';
import { virtualExperienceDefinition } from './definition';
import { submitVirtualExperience } from './submission';

/** A failed request says so and keeps the form, like the mail-send enquiries (sendFailure). */
export const virtualExperienceForm: FormEntry = {
  fields: () => virtualExperienceDefinition,
  rules: { skipEmailRule: true },
  submit: submitVirtualExperience,
  submitLabel: texts.send,
  thankYou: engineMessages.thankYou,
  failure: sendFailure,
};

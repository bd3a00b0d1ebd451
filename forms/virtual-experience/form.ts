import { engineMessages } from '../engine/messages';
import type { FailureNotice, FormEntry } from '../engine/types';
import { virtualExperienceDefinition } from './definition';
import { submitVirtualExperience } from './submission';

/**
 * The spec gives the virtual forms no failure path, but a guest must never be thanked for a
 * request that was lost: a failed call says so, keeps the form as typed and offers another try
 * (docs/decisions/0008-form-engine.md).
 */
export const virtualFailure: FailureNotice = {
  message:
    "Sorry, we couldn't send your request, so our team hasn't received it yet. Please try again in a moment. If this problem persists, please contact us.",
  link: { text: 'contact us', href: '/contact-us/' },
};

export const virtualExperienceForm: FormEntry = {
  fields: () => virtualExperienceDefinition,
  rules: { skipEmailRule: true },
  submit: submitVirtualExperience,
  submitLabel: 'Send',
  thankYou: engineMessages.thankYou,
  failure: virtualFailure,
};

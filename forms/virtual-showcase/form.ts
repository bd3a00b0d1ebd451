import { engineMessages } from '../engine/messages';
import type { FormEntry } from '../engine/types';
import { virtualFailure } from '../virtual-experience/form';
import { virtualShowcaseDefinition } from './definition';
import { submitVirtualShowcase } from './submission';

export const virtualShowcaseForm: FormEntry = {
  fields: () => virtualShowcaseDefinition,
  rules: { skipEmailRule: true },
  submit: submitVirtualShowcase,
  submitLabel: 'Sign Up',
  thankYou: engineMessages.thankYou,
  failure: virtualFailure,
};

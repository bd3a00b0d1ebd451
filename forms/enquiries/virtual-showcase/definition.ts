import type { FormDefinition } from '@/forms/engine/definition';
import texts from '@/messages/en/FormTexts.json';
import * as common from '../fields';
import { virtualPlannerFields } from '../virtual-experience/definition';

/**
 * The virtual showcase sign-up: a planner asks to see the virtual experiences played live. The
 * rules name no fields for it (docs/rules/content-and-data.md#other-forms); these are who asks and
 * what they want to see. Required as for every enquiry (docs/rules/validation.md#required-fields):
 * names, email and Additional Info. The email rule does not apply
 * (docs/rules/validation.md#virtual-forms).
 */
export const virtualShowcaseDefinition: FormDefinition = [
  ...virtualPlannerFields,
  common.additionalInfo({ label: texts.whatToSee }),
  common.emailOptIn(),
];

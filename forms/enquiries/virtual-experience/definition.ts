import type { FormDefinition } from '@/forms/engine/definition';
import * as common from '../fields';
import { optionsOf } from '../options';

/**
 * The virtual experience (team building) enquiry. The rules name no fields for it
 * (docs/rules/content-and-data.md#other-forms); these are what a host needs to plan an online
 * session: who asks, for how many, when and for what occasion. Required as for every enquiry
 * (docs/rules/validation.md#required-fields): names, email and Additional Info; the occasion's
 * details only while 'Something Else' is chosen. The email rule does not apply
 * (docs/rules/validation.md#virtual-forms).
 */

export const OCCASION = 'Occasion';
export const OTHER_OCCASION = 'Something Else';

export const OCCASIONS = [
  'Team Building',
  'Client Event',
  'Holiday Party',
  'Something Else',
] as const;

export const TEAM_SIZES = [
  '2 to 10',
  '11 to 25',
  '26 to 50',
  '51 to 100',
  'More than 100',
] as const;

/** Who asks and for how many: how both virtual forms start. */
export const virtualPlannerFields: FormDefinition = [
  common.firstName(),
  common.lastName(),
  common.email(),
  common.phone(),
  common.company(),
  {
    name: 'Team Size',
    label: 'Team Size',
    type: 'select',
    placeholder: 'How many players?',
    options: optionsOf(TEAM_SIZES),
  },
];

export const virtualExperienceDefinition: FormDefinition = [
  ...virtualPlannerFields,
  { name: 'Desired Date', label: 'Desired Date', type: 'date', minDaysAhead: 1 },
  {
    name: OCCASION,
    label: 'What is the occasion?',
    type: 'radio',
    width: 'full',
    options: optionsOf(OCCASIONS),
  },
  {
    name: 'Occasion Details',
    label: 'Tell us about the occasion',
    type: 'text',
    required: true,
    width: 'full',
    showKey: OCCASION,
    showValue: OTHER_OCCASION,
  },
  common.additionalInfo(),
  common.emailOptIn(),
];

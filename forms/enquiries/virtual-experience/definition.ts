import type { FormDefinition } from '@/forms/engine/definition';
import texts from '@/messages/en/FormTexts.json';
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
export const OTHER_OCCASION = texts.somethingElse;

export const OCCASIONS = [
  texts.teamBuilding,
  texts.clientEvent,
  texts.holidayParty,
  OTHER_OCCASION,
];

export const TEAM_SIZES = [
  texts.from2To10,
  texts.from11To25,
  texts.from26To50,
  texts.from51To100,
  texts.moreThan100,
];

/** Who asks and for how many: how both virtual forms start. */
export const virtualPlannerFields: FormDefinition = [
  common.firstName(),
  common.lastName(),
  common.email(),
  common.phone(),
  common.company(),
  {
    name: 'Team Size',
    label: texts.teamSize,
    type: 'select',
    placeholder: texts.howManyPlayers,
    options: optionsOf(TEAM_SIZES),
  },
];

export const virtualExperienceDefinition: FormDefinition = [
  ...virtualPlannerFields,
  { name: 'Desired Date', label: texts.desiredDate, type: 'date', minDaysAhead: 1 },
  {
    name: OCCASION,
    label: texts.whatOccasion,
    type: 'radio',
    width: 'full',
    options: optionsOf(OCCASIONS),
  },
  {
    name: 'Occasion Details',
    label: texts.aboutOccasion,
    type: 'text',
    required: true,
    width: 'full',
    showKey: OCCASION,
    showValue: OTHER_OCCASION,
  },
  common.additionalInfo(),
  common.emailOptIn(),
];

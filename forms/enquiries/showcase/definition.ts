import type { FormDefinition } from '@/forms/engine/definition';
import texts from '@/messages/en/FormTexts.json';
import type { LocationGroup } from '@/forms/engine/types';
import * as common from '../fields';
import { centerTitleOptions, optionsOf, withOptions } from '../options';
import { showcaseDateOptions } from './slots';

/**
 * The showcase enquiry (docs/rules/content-and-data.md#showcase-enquiry). Required: names, email,
 * Showcase Date, Additional Info and Accept Terms (docs/rules/validation.md#required-fields; terms
 * are read as required wherever a form asks for them, as an optional acceptance means nothing).
 * Phone and Preferred Location are optional.
 *
 * Preferred Location starts with 'No Preference'; the centers follow, by title, added where the
 * form is drawn (showcaseFields).
 */

export const SHOWCASE_LOCATION = 'Preferred Location';
export const NO_PREFERENCE = texts.noPreference;

export const showcaseDefinition: FormDefinition = [
  common.firstName(),
  common.lastName(),
  common.email(),
  common.phone(),
  {
    name: 'Showcase Date',
    label: texts.showcaseDate,
    type: 'select',
    required: true,
    width: 'full',
    placeholder: texts.selectASession,
    options: showcaseDateOptions,
  },
  common.company(),
  common.location({
    name: SHOWCASE_LOCATION,
    label: texts.preferredLocation,
    options: optionsOf([NO_PREFERENCE]),
  }),
  common.additionalInfo(),
  common.terms(),
];

export function showcaseFields(groups: readonly LocationGroup[]): FormDefinition {
  return withOptions(showcaseDefinition, SHOWCASE_LOCATION, centerTitleOptions(groups));
}

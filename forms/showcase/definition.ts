import type { FormDefinition } from '@/forms/definition';
import type { LocationGroup } from '@/forms/engine/types';
import { centerTitleOptions, optionsOf, withOptions } from '@/forms/enquiries/options';
import { showcaseDateOptions } from './slots';
import { firstNameField, lastNameField } from '../enquiries/fields';

/**
 * The showcase enquiry (spec section 3). Required: names, email, Showcase Date, Additional Info
 * and Accept Terms (spec section 5; terms are read as required wherever a form asks for them, as
 * an optional acceptance means nothing). Phone and Preferred Location are optional.
 *
 * Preferred Location starts with 'No Preference'; the centers follow, by title, added where the
 * form is drawn (showcaseFields).
 */

export const SHOWCASE_LOCATION = 'Preferred Location';
export const NO_PREFERENCE = 'No Preference';

export const showcaseDefinition: FormDefinition = [
  firstNameField(),
  lastNameField(),
  { name: 'Email', label: 'Email', type: 'email', required: true },
  { name: 'Phone Number', label: 'Phone Number', type: 'tel' },
  {
    name: 'Showcase Date',
    label: 'Showcase Date',
    type: 'select',
    required: true,
    width: 'full',
    placeholder: 'Select a session',
    options: showcaseDateOptions,
  },
  { name: 'Company', label: 'Company', type: 'text', autoComplete: 'organization' },
  {
    name: SHOWCASE_LOCATION,
    label: 'Preferred Location',
    type: 'select',
    placeholder: 'Select a location',
    options: optionsOf([NO_PREFERENCE]),
  },
  {
    name: 'Additional Info',
    label: 'Additional Info',
    type: 'textarea',
    required: true,
    width: 'full',
  },
  {
    name: 'Accept Terms',
    label: 'I agree to the Terms of Use and the Privacy Policy',
    type: 'checkbox',
    required: true,
    width: 'full',
  },
];

export function showcaseFields(groups: readonly LocationGroup[]): FormDefinition {
  return withOptions(showcaseDefinition, SHOWCASE_LOCATION, centerTitleOptions(groups));
}

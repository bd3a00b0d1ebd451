import type { FormDefinition } from '../definition';
import { optionsOf } from '../enquiries/options';
import { TEAM_SIZES } from '../virtual-experience/definition';
import { firstNameField, lastNameField } from '../enquiries/fields';

/**
 * The virtual showcase sign-up: a planner asks to see the virtual experiences played live. The
 * spec names no fields; these are who asks and what they want to see. Required as for every
 * enquiry (spec section 5): names, email and Additional Info. The email rule does not apply.
 */
export const virtualShowcaseDefinition: FormDefinition = [
  firstNameField(),
  lastNameField(),
  { name: 'Email', label: 'Email', type: 'email', required: true },
  { name: 'Phone Number', label: 'Phone Number', type: 'tel' },
  { name: 'Company', label: 'Company', type: 'text', autoComplete: 'organization' },
  {
    name: 'Team Size',
    label: 'Team Size',
    type: 'select',
    placeholder: 'How many players?',
    options: optionsOf(TEAM_SIZES),
  },
  {
    name: 'Additional Info',
    label: 'What would you like to see?',
    type: 'textarea',
    required: true,
    width: 'full',
  },
  { name: 'emailOptIn', label: 'Email me news and offers', type: 'checkbox', width: 'full' },
];

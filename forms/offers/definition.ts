import type { FormDefinition } from '@/forms/definition';
import type { LocationGroup } from '@/forms/engine/types';
import { centerTitleOptions, withOptions } from '@/forms/enquiries/options';
import { firstNameField, lastNameField } from '../enquiries/fields';

/**
 * The offers sign-up (spec section 3), with the season pass form's field names. Required (spec
 * section 5): names, email, phone and Location. The notification boxes are optional and start
 * unticked: a guest chooses each channel themselves. Location's options are the centers, by title,
 * added where the form is drawn (offersFields).
 */

export const OFFERS_LOCATION = 'Location';

export const offersDefinition: FormDefinition = [
  firstNameField('firstName'),
  lastNameField('lastName'),
  { name: 'email', label: 'Email', type: 'email', required: true },
  { name: 'phone', label: 'Phone Number', type: 'tel', required: true },
  {
    name: OFFERS_LOCATION,
    label: 'Location',
    type: 'select',
    required: true,
    placeholder: 'Select a location',
    options: [],
  },
  { name: 'emailNotification', label: 'Email me offers', type: 'checkbox', width: 'full' },
  {
    name: 'smsNotification',
    label: 'Text me offers',
    type: 'checkbox',
    width: 'full',
    hint: 'Message and data rates may apply.',
  },
];

export function offersFields(groups: readonly LocationGroup[]): FormDefinition {
  return withOptions(offersDefinition, OFFERS_LOCATION, centerTitleOptions(groups));
}

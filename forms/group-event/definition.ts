import type { FormDefinition } from '@/forms/definition';
import type { FormInput } from '@/forms/engine/fields';
import type { LocationGroup } from '@/forms/engine/types';
import { centerTitleOptions, withOptions } from '@/forms/enquiries/options';
import { timeOptionsFor } from './timeSlots';
import { firstNameField, lastNameField } from '../enquiries/fields';

/**
 * The group-event enquiry (spec section 3). Required as spec section 5 lists it: names, email,
 * phone, Location, Additional Info and Accept Terms; the rest is optional.
 *
 * - Desired Date comes before the time because the date decides which times are offered. The
 *   spec's 'hidden' date was the original's custom date picker hiding its native input; here it
 *   is a visible, labelled native date input, from tomorrow on like the contact form's, submitted
 *   as MM/DD/YYYY (submission.ts).
 * - The time's and Location's options are filled where the form is drawn (groupEventFields): the
 *   chosen date's slots (timeSlots.ts) and the centers, by title.
 */

export const GROUP_EVENT_FIELDS = {
  date: 'Desired Date',
  time: 'time',
  location: 'Location',
} as const;

export const groupEventDefinition: FormDefinition = [
  firstNameField(),
  lastNameField(),
  { name: 'Email', label: 'Email', type: 'email', required: true },
  { name: 'Phone Number', label: 'Phone Number', type: 'tel', required: true },
  { name: GROUP_EVENT_FIELDS.date, label: 'Desired Date', type: 'date', minDaysAhead: 1 },
  {
    name: GROUP_EVENT_FIELDS.time,
    label: 'Desired Time',
    type: 'select',
    placeholder: 'Select a time',
    hint: 'Mornings Monday to Friday, late evenings Saturday and Sunday.',
    options: [],
  },
  { name: 'Company', label: 'Company', type: 'text', autoComplete: 'organization' },
  {
    name: GROUP_EVENT_FIELDS.location,
    label: 'Location',
    type: 'select',
    required: true,
    placeholder: 'Select a location',
    options: [],
  },
  {
    name: 'Additional Info',
    label: 'Additional Info',
    type: 'textarea',
    required: true,
    width: 'full',
  },
  { name: 'emailOptIn', label: 'Email me news and offers', type: 'checkbox', width: 'full' },
  {
    name: 'smsOptIn',
    label: 'Text me news and offers',
    type: 'checkbox',
    width: 'full',
    hint: 'Message and data rates may apply.',
  },
  {
    name: 'Accept Terms',
    label: 'I agree to the Terms of Use and the Privacy Policy',
    type: 'checkbox',
    required: true,
    width: 'full',
  },
];

/** The fields as the guest sees them: the chosen date's time slots and the centers by title. */
export function groupEventFields(
  groups: readonly LocationGroup[],
  values: FormInput,
): FormDefinition {
  const date = values[GROUP_EVENT_FIELDS.date];
  const withTimes = withOptions(
    groupEventDefinition,
    GROUP_EVENT_FIELDS.time,
    timeOptionsFor(typeof date === 'string' ? date : ''),
  );
  return withOptions(withTimes, GROUP_EVENT_FIELDS.location, centerTitleOptions(groups));
}

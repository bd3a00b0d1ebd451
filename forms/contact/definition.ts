import type { FieldOption, FormDefinition } from '../definition';
import { optionsOf, withOptions } from '../enquiries/options';
import type { LocationGroup } from '../engine/types';
import { firstNameField, lastNameField } from '../enquiries/fields';

/**
 * The contact and help-planning form (spec section 3, the lead form). Always required: names,
 * email, Additional Info and Accept Terms (spec section 5). A booking that becomes a lead also
 * needs what the lead payload cannot go without: a phone number, a location, a date and a time.
 * The Location's options are the centers by id, grouped by state, added where the form is drawn.
 */

export const PLAY_ACADEMY_EXPERIENCE = 'Play Academy Experience';

/** The bookings sent to leadGen; no booking and the Play Academy experience go by mail. */
export const LEAD_BOOKINGS = [
  'Birthday Party',
  'Group Event',
  'Corporate Event',
  'School Field Trip',
] as const;

export const CONTACT_FIELDS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone Number',
  company: 'Company',
  booking: 'Booking',
  location: 'Location',
  date: 'Desired Date',
  time: 'Desired Time',
  info: 'Additional Info',
  emailOptIn: 'emailOptIn',
  smsOptIn: 'smsOptIn',
  terms: 'Accept Terms',
} as const;

/** Start times the venues take bookings for, hourly through the day. */
export const DESIRED_TIMES = [
  '9:00 AM',
  '10:00 AM',
  '11:00 AM',
  '12:00 PM',
  '1:00 PM',
  '2:00 PM',
  '3:00 PM',
  '4:00 PM',
  '5:00 PM',
  '6:00 PM',
  '7:00 PM',
  '8:00 PM',
  '9:00 PM',
] as const;

const forLeads = { key: CONTACT_FIELDS.booking, values: LEAD_BOOKINGS };

export const contactDefinition: FormDefinition = [
  firstNameField(CONTACT_FIELDS.firstName),
  lastNameField(CONTACT_FIELDS.lastName),
  { name: CONTACT_FIELDS.email, label: 'Email', type: 'email', required: true },
  {
    name: CONTACT_FIELDS.phone,
    label: 'Phone Number',
    type: 'tel',
    requiredWhen: forLeads,
    hint: '10 digits, e.g. 480-555-0142',
  },
  {
    name: CONTACT_FIELDS.company,
    label: 'Company',
    type: 'text',
    width: 'full',
    autoComplete: 'organization',
    hint: 'Or your school or group, if you are booking for one.',
  },
  {
    name: CONTACT_FIELDS.booking,
    label: 'Booking',
    type: 'select',
    placeholder: 'Not sure yet',
    options: optionsOf([PLAY_ACADEMY_EXPERIENCE, ...LEAD_BOOKINGS]),
  },
  {
    name: CONTACT_FIELDS.location,
    label: 'Location',
    type: 'select',
    requiredWhen: forLeads,
    placeholder: 'Select a location',
    options: [],
  },
  {
    name: CONTACT_FIELDS.date,
    label: 'Desired Date',
    type: 'date',
    requiredWhen: forLeads,
    minDaysAhead: 1,
  },
  {
    name: CONTACT_FIELDS.time,
    label: 'Desired Time',
    type: 'select',
    requiredWhen: forLeads,
    placeholder: 'Select a time',
    options: optionsOf(DESIRED_TIMES),
  },
  {
    name: CONTACT_FIELDS.info,
    label: 'Additional Info',
    type: 'textarea',
    required: true,
    width: 'full',
  },
  {
    name: CONTACT_FIELDS.emailOptIn,
    label: 'Email me news and offers',
    type: 'checkbox',
    width: 'full',
  },
  {
    name: CONTACT_FIELDS.smsOptIn,
    label: 'Text me news and offers',
    type: 'checkbox',
    width: 'full',
    hint: 'Message and data rates may apply.',
  },
  {
    name: CONTACT_FIELDS.terms,
    label: 'I agree to the Terms of Use and the Privacy Policy',
    type: 'checkbox',
    required: true,
    width: 'full',
  },
];

/** The centers as Location choices: submitted by id, grouped by state like every center select. */
export function centerIdOptions(groups: readonly LocationGroup[]): FieldOption[] {
  return groups.flatMap((group) =>
    group.centers.map((center) => ({ label: center.name, value: center.id, group: group.state })),
  );
}

export function contactFields(groups: readonly LocationGroup[]): FormDefinition {
  return withOptions(contactDefinition, CONTACT_FIELDS.location, centerIdOptions(groups));
}

import type { FieldOption, FormDefinition } from '@/forms/engine/definition';
import type { LocationGroup } from '@/forms/engine/types';
import texts from '@/messages/en/FormTexts.json';
import * as common from '../fields';
import { hourly, optionsOf, withOptions } from '../options';

/**
 * The contact and help-planning form (the lead form, docs/rules/content-and-data.md#other-forms).
 * Always required: names, email, Additional Info and Accept Terms
 * (docs/rules/validation.md#required-fields). A booking that becomes a lead also needs what the
 * lead payload cannot go without: a phone number, a location, a date and a time.
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

/** Start times the venues take bookings for, hourly through the day: 9:00 AM to 9:00 PM. */
export const DESIRED_TIMES: readonly string[] = hourly(9, 21);

/** What the venue reads (the value) and what the guest reads, which the page may translate. */
const BOOKING_OPTIONS: FieldOption[] = [
  { value: PLAY_ACADEMY_EXPERIENCE, label: texts.playAcademyExperience },
  { value: 'Birthday Party', label: texts.birthdayParty },
  { value: 'Group Event', label: texts.groupEvent },
  { value: 'Corporate Event', label: texts.corporateEvent },
  { value: 'School Field Trip', label: texts.schoolFieldTrip },
] satisfies (FieldOption & {
  value: (typeof LEAD_BOOKINGS)[number] | typeof PLAY_ACADEMY_EXPERIENCE;
})[];

const forLeads = { key: CONTACT_FIELDS.booking, values: LEAD_BOOKINGS };

export const contactDefinition: FormDefinition = [
  common.firstName({ name: CONTACT_FIELDS.firstName }),
  common.lastName({ name: CONTACT_FIELDS.lastName }),
  common.email({ name: CONTACT_FIELDS.email }),
  common.phone({
    name: CONTACT_FIELDS.phone,
    requiredWhen: forLeads,
    hint: texts.phoneHint,
  }),
  common.company({ name: CONTACT_FIELDS.company, width: 'full', hint: texts.companyHint }),
  {
    name: CONTACT_FIELDS.booking,
    label: texts.booking,
    type: 'select',
    placeholder: texts.notSureYet,
    options: BOOKING_OPTIONS,
  },
  common.location({ name: CONTACT_FIELDS.location, requiredWhen: forLeads }),
  {
    name: CONTACT_FIELDS.date,
    label: texts.desiredDate,
    type: 'date',
    requiredWhen: forLeads,
    minDaysAhead: 1,
  },
  {
    name: CONTACT_FIELDS.time,
    label: texts.desiredTime,
    type: 'select',
    requiredWhen: forLeads,
    placeholder: texts.selectATime,
    options: optionsOf(DESIRED_TIMES),
  },
  common.additionalInfo({ name: CONTACT_FIELDS.info }),
  common.emailOptIn({ name: CONTACT_FIELDS.emailOptIn }),
  common.smsOptIn({ name: CONTACT_FIELDS.smsOptIn }),
  common.terms({ name: CONTACT_FIELDS.terms }),
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

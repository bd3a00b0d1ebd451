import type { FormDefinition } from '@/forms/engine/definition';
import texts from '@/messages/en/FormTexts.json';
import type { FormInput } from '@/forms/engine/values';
import type { LocationGroup } from '@/forms/engine/types';
import * as common from '../fields';
import { centerTitleOptions, optionsOf, withOptions } from '../options';
import { timeOptionsFor } from './timeSlots';

/**
 * The group-event enquiry (docs/rules/content-and-data.md#group-event-enquiry). Required as
 * docs/rules/validation.md#required-fields lists it: names, email, phone, Location, Additional
 * Info and Accept Terms; the rest is optional.
 *
 * - Desired Date comes before the time because the date decides which times are offered. The
 *   rules call it 'hidden' because a custom date picker covered its native input, yet the guest
 *   chooses the day and must see and reach the field: here it is a visible, labelled native date
 *   input, from tomorrow on like the contact form's, submitted as MM/DD/YYYY (../mail.ts).
 * - The time's and Location's options are filled where the form is drawn (groupEventFields): the
 *   chosen date's slots (timeSlots.ts) and the centers, by title.
 */

/**
 * How many are coming, in the bands the events team plans by; packages start at 10 guests
 * (docs/rules/limits.md), so smaller groups are sent to the birthday and activity bookings.
 */
export const GUEST_BANDS = [
  texts.from10To24,
  texts.from25To49,
  texts.from50To99,
  texts.from100To199,
  texts.from200,
];

export const GROUP_EVENT_FIELDS = {
  date: 'Desired Date',
  time: 'time',
  location: 'Location',
} as const;

export const groupEventDefinition: FormDefinition = [
  common.firstName(),
  common.lastName(),
  common.email(),
  common.phone({ required: true }),
  { name: GROUP_EVENT_FIELDS.date, label: texts.desiredDate, type: 'date', minDaysAhead: 1 },
  {
    name: GROUP_EVENT_FIELDS.time,
    label: texts.desiredTime,
    type: 'select',
    placeholder: texts.selectATime,
    hint: texts.groupTimesHint,
    options: [],
  },
  {
    name: 'guests',
    label: texts.guests,
    type: 'select',
    placeholder: texts.howManyComing,
    options: optionsOf(GUEST_BANDS),
  },
  common.company(),
  common.location({ name: GROUP_EVENT_FIELDS.location, required: true }),
  common.additionalInfo(),
  common.emailOptIn(),
  common.smsOptIn(),
  common.terms(),
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

import type { FormDefinition } from '@/forms/engine/definition';
import * as common from '../fields';
import { optionsOf } from '../options';
import { ESCAPE_ROOM_MIN_DAYS_AHEAD } from './rules';

/**
 * The escape-room enquiry (docs/rules/content-and-data.md#escape-room-enquiry), with its short
 * field names. Required as docs/rules/validation.md#required-fields lists it: names, email, type,
 * zipcode, message and terms; phone is optional.
 *
 * - date: the rules call it 'hidden' because a custom picker covered the native input, yet the
 *   guest chooses the day and must see and reach the field: here a visible native date input
 *   whose earliest day is 8 days ahead (rules.ts says why), submitted as MM/DD/YYYY.
 * - time: no choices are given for it (the weekday slots are the group form's), so the guest
 *   writes the time that suits them.
 * - zipcode: five digits (rules.ts), so the enquiry reaches the center nearest the group.
 */

export const ESCAPE_ROOM_TYPES = ['The Main Escape', 'The Brainy Bunch', 'WFH Challenge'] as const;

export const PARTICIPANT_BANDS = [
  'Less than 10',
  'Between 10 and 25',
  'Between 25 and 60',
  'More than 60',
] as const;

export const escapeRoomDefinition: FormDefinition = [
  common.firstName({ name: 'first' }),
  common.lastName({ name: 'last' }),
  common.email({ name: 'email' }),
  common.phone({ name: 'phone' }),
  {
    name: 'date',
    label: 'Preferred Date',
    type: 'date',
    minDaysAhead: ESCAPE_ROOM_MIN_DAYS_AHEAD,
    hint: `At least ${ESCAPE_ROOM_MIN_DAYS_AHEAD} days from today.`,
  },
  { name: 'time', label: 'Preferred Time', type: 'text', maxLength: 50 },
  common.company({ name: 'group', label: 'Group or Company Name' }),
  {
    name: 'type',
    label: 'Escape Room',
    type: 'select',
    required: true,
    placeholder: 'Select an escape room',
    options: optionsOf(ESCAPE_ROOM_TYPES),
  },
  {
    name: 'participants',
    label: 'Number of Participants',
    type: 'select',
    placeholder: 'How many are coming?',
    options: optionsOf(PARTICIPANT_BANDS),
  },
  {
    name: 'zipcode',
    label: 'ZIP Code',
    type: 'text',
    required: true,
    autoComplete: 'postal-code',
    maxLength: 5,
    hint: '5 digits, e.g. 77449',
  },
  common.additionalInfo({ name: 'message', label: 'Message' }),
  common.terms({ name: 'terms' }),
];

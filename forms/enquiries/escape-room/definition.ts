import type { FormDefinition } from '@/forms/engine/definition';
import texts from '@/messages/en/FormTexts.json';
import { fill } from '@/lib/i18n/say';
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
  texts.lessThan10,
  texts.from10To25,
  texts.from25To60,
  texts.moreThan60,
];

export const escapeRoomDefinition: FormDefinition = [
  common.firstName({ name: 'first' }),
  common.lastName({ name: 'last' }),
  common.email({ name: 'email' }),
  common.phone({ name: 'phone' }),
  {
    name: 'date',
    label: texts.preferredDate,
    type: 'date',
    minDaysAhead: ESCAPE_ROOM_MIN_DAYS_AHEAD,
    hint: fill(texts.daysAhead, { days: ESCAPE_ROOM_MIN_DAYS_AHEAD }),
  },
  { name: 'time', label: texts.preferredTime, type: 'text', maxLength: 50 },
  common.company({ name: 'group', label: texts.groupOrCompany }),
  {
    name: 'type',
    label: texts.escapeRoom,
    type: 'select',
    required: true,
    placeholder: texts.selectAnEscapeRoom,
    options: optionsOf(ESCAPE_ROOM_TYPES),
  },
  {
    name: 'participants',
    label: texts.participants,
    type: 'select',
    placeholder: texts.howManyComing,
    options: optionsOf(PARTICIPANT_BANDS),
  },
  {
    name: 'zipcode',
    label: texts.zipCode,
    type: 'text',
    required: true,
    autoComplete: 'postal-code',
    maxLength: 5,
    hint: texts.zipHint,
  },
  common.additionalInfo({ name: 'message', label: texts.message }),
  common.terms({ name: 'terms' }),
];

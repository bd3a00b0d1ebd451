import type { FieldMessages, FormValues } from '@/forms/engine/values';
import texts from '@/messages/en/FormTexts.json';

/**
 * The escape-room enquiry's own checks and limits, beyond the field rules every form shares.
 *
 * The date is given a 'minimum 8' without a unit
 * (docs/rules/content-and-data.md#escape-room-enquiry). It is read as 8 days from today
 * (docs/rules/validation.md#dates): every other date limit of the site is counted in days (contact
 * +1, birthday +2, changes 3 days prior, Play Academy 5-day notice), and a private escape room
 * needs a game master scheduled and the room held, which is more lead time than a party. 8 hours
 * or 8 guests would not fit a date field.
 */
export const ESCAPE_ROOM_MIN_DAYS_AHEAD = 8;

export const ZIP_CODE_MESSAGE = texts.zipMessage;

/** A US ZIP code: five digits (the ZIP+4 suffix is not asked for). */
export function isZipCode(value: string): boolean {
  return /^\d{5}$/.test(value.trim());
}

/** The form's checks on values that passed the field rules: the ZIP code's five digits. */
export function validateEscapeRoom(values: FormValues): FieldMessages {
  const zipcode = values.zipcode;
  return typeof zipcode === 'string' && !isZipCode(zipcode) ? { zipcode: ZIP_CODE_MESSAGE } : {};
}

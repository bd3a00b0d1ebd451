import type { BirthdayPackageOption } from '@/lib/packages';
import type { MailSend } from '@/lib/platform/schemas';
import { LANGUAGE_NOTES } from '@/forms/engine/languageNote';
import { toUsDate } from '@/lib/dates';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import type { TimeOfDay } from '@/stores/bookingChoices';
import type { BookingFlow } from '@/stores/bookingFlow';
import type { Cart } from '@/stores/cart';
import { partyInputFromCart, wholeNumberIn, type Party, type PartyInput } from './party';

/** A package a family can choose on the info step: plain data from the CMS package. */
export type PackageOption = BirthdayPackageOption;

export interface BookingInput extends PartyInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  packageAnchor: string;
  timeOfDay: string;
}

export interface BookingRequest extends Party {
  firstName: string;
  lastName: string;
  email: string;
  /** Digits only. */
  phone: string;
  package: PackageOption;
  timeOfDay: TimeOfDay;
}

/** Where the venue's booking requests go: mail-send under their own table name (decision 0011). */
export const BIRTHDAY_BOOKING_TABLE = 'Birthday Booking';

/** The fields of a birthday booking's mail, by what they hold. */
export const BOOKING_MAIL_FIELDS = {
  booking: 'Booking',
  reference: 'Reference',
  package: 'Package',
  location: 'Location',
  centerId: 'Center Id',
  date: 'Desired Date',
  timeOfDay: 'Desired Time',
  howManyKids: 'How Many Kids',
  guestOfHonorName: 'Guest of Honor',
  guestOfHonorAge: 'Guest of Honor Age',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone Number',
} as const;

const F = BOOKING_MAIL_FIELDS;

/**
 * What the Booking field says: the kind of booking and, from a page in another language, the
 * family's language, so the center calls back in it (forms/engine/languageNote.ts).
 */
export function bookingKind(locale: Locale): string {
  const note = LANGUAGE_NOTES[locale];
  return note ? `Birthday Party · ${note}` : 'Birthday Party';
}

/** The mail-send request the venue receives for a birthday booking, under its reference. */
export function bookingRequestMail(
  request: BookingRequest,
  center: { id: string; name: string },
  locale: Locale = DEFAULT_LOCALE,
): MailSend {
  return {
    table: BIRTHDAY_BOOKING_TABLE,
    sendTo: center.id,
    fields: {
      [F.booking]: bookingKind(locale),
      [F.reference]: bookingReference(request),
      [F.package]: request.package.title,
      [F.location]: center.name,
      [F.centerId]: center.id,
      [F.date]: toUsDate(request.date),
      [F.timeOfDay]: request.timeOfDay,
      [F.howManyKids]: request.howManyKids,
      [F.guestOfHonorName]: request.guestOfHonorName,
      [F.guestOfHonorAge]: request.guestOfHonorAge,
      [F.firstName]: request.firstName,
      [F.lastName]: request.lastName,
      [F.email]: request.email,
      [F.phone]: request.phone,
    },
  };
}

/** Letters and digits that cannot be mistaken for one another when read out on the phone. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** FNV-1a over the text's UTF-16 units, from a given start: a small, well-spread 32-bit hash. */
function fnv1a(text: string, start: number): number {
  let hash = start;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  }
  return hash;
}

function referenceChars(hash: number): string {
  let chars = '';
  for (let shift = 0; shift < 20; shift += 5) chars += REFERENCE_ALPHABET[(hash >>> shift) & 31];
  return chars;
}

/**
 * The reference a family and their center quote: 'BD-7K2M-9QX4'. The mail-send call answers with
 * nothing to quote (docs/rules/platform-calls.md), so it is derived from the request itself: the
 * same request always gives the same reference, and the confirmation and the center's mail agree.
 */
export function bookingReference(request: BookingRequest): string {
  const key = [
    request.location,
    request.date,
    request.timeOfDay,
    request.howManyKids,
    request.guestOfHonorName.toLowerCase(),
    request.email.toLowerCase(),
    request.package.anchor,
  ].join('|');
  return `BD-${referenceChars(fnv1a(key, 0x811c9dc5))}-${referenceChars(fnv1a(key, 0x5bd1e995))}`;
}

/** The largest kids count and age the cart holds (stores/cart.ts). */
const CART_NUMBER = { min: 0, max: 99 };

/**
 * The cart as the family edits the info step, so that a reload keeps everything. Only values that
 * fit the cart are kept; a half-typed number or date leaves the stored one as it was.
 */
export function cartWithDraft(cart: Cart, draft: Partial<BookingInput>): Cart {
  const kids = wholeNumberIn(draft.howManyKids, CART_NUMBER);
  const age = wholeNumberIn(draft.guestOfHonorAge, CART_NUMBER);
  const date = draft.date ? toUsDate(draft.date) : '';
  return {
    ...cart,
    location: draft.location || cart.location,
    time: { date: date || cart.time.date },
    guests: {
      ...cart.guests,
      howManyKids: kids ?? cart.guests.howManyKids,
      guestOfHonorAge: age ?? cart.guests.guestOfHonorAge,
      ...textValues(draft, ['guestOfHonorName', 'firstName', 'lastName', 'email', 'phone']),
    },
  };
}

function textValues<K extends keyof BookingInput>(draft: Partial<BookingInput>, keys: K[]) {
  const values: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = draft[key];
    if (typeof value === 'string') values[key] = value.slice(0, 254);
  }
  return values;
}

/** The info step's fields as the cart and the flow last held them. */
export function bookingInputFrom(
  cart: Cart,
  { packageAnchor, timeOfDay }: Pick<BookingFlow, 'packageAnchor' | 'timeOfDay'>,
  today: Date,
) {
  return {
    ...partyInputFromCart(cart, today),
    firstName: cart.guests.firstName ?? '',
    lastName: cart.guests.lastName ?? '',
    email: cart.guests.email ?? '',
    phone: cart.guests.phone ?? '',
    packageAnchor: packageAnchor ?? '',
    timeOfDay: timeOfDay ?? '',
  } satisfies BookingInput;
}

import { fromUsDate, isoDateAfter, parseIsoDate, toUsDate } from '@/lib/dates';
import { DEFAULT_LOCALE, REGION_LOCALES, type Locale } from '@/lib/i18n/locales';
import type { Cart } from '@/stores/cart';

/**
 * Kids 6 to 20, default 10; the earliest bookable day is today plus 2 (48 hours)
 * (docs/rules/limits.md#season-pass-and-forms).
 */
export const KIDS = { min: 6, max: 20, default: 10 } as const;
export const BOOKING_DAYS_AHEAD = 2;
export const GUEST_OF_HONOR_AGE = { min: 1, max: 99 } as const;

/** What the guest types: every input holds text, the schema turns it into the cart's values. */
export interface PartyInput {
  location: string;
  date: string;
  howManyKids: string;
  guestOfHonorName: string;
  guestOfHonorAge: string;
}

export interface Party {
  location: string;
  /** 'YYYY-MM-DD', the date input's value. */
  date: string;
  howManyKids: number;
  guestOfHonorName: string;
  guestOfHonorAge: number;
}

export function earliestPartyDate(today: Date): string {
  return isoDateAfter(today, BOOKING_DAYS_AHEAD);
}

export function partyDefaults(today: Date): PartyInput {
  return {
    location: '',
    date: earliestPartyDate(today),
    howManyKids: String(KIDS.default),
    guestOfHonorName: '',
    guestOfHonorAge: '',
  };
}

/**
 * A new party's fields: the defaults, at the center the guest chose anywhere on the site when the
 * booking offers it.
 */
export function newPartyInput(
  today: Date,
  chosenCenterId: string | undefined,
  centers: readonly { id: string }[],
): PartyInput {
  const known = centers.some((center) => center.id === chosenCenterId);
  return { ...partyDefaults(today), location: known && chosenCenterId ? chosenCenterId : '' };
}

const dayLabel = (locale: Locale) =>
  new Intl.DateTimeFormat(REGION_LOCALES[locale], {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The cart's '12/05/2026' as a family reads it: 'Saturday, December 5, 2026'. */
export function partyDayLabel(usDate: string, locale: Locale = DEFAULT_LOCALE): string {
  const day = parseIsoDate(fromUsDate(usDate));
  return day
    ? dayLabel(locale).format(new Date(Date.UTC(day.year, day.month - 1, day.day)))
    : usDate;
}

const WHOLE_NUMBER = /^\d{1,3}$/;

export interface Range {
  min: number;
  max: number;
}

/** A typed whole number within the range, or undefined for anything else (half-typed included). */
export function wholeNumberIn(value: string | undefined, { min, max }: Range) {
  if (value === undefined || !WHOLE_NUMBER.test(value.trim())) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/** The selector's fields as the cart last held them ('Returning at step 1 … restores the fields'). */
export function partyInputFromCart(cart: Cart, today: Date): PartyInput {
  const defaults = partyDefaults(today);
  const date = cart.time.date ? fromUsDate(cart.time.date) : '';
  return {
    location: cart.location ?? defaults.location,
    date: date || defaults.date,
    howManyKids: String(cart.guests.howManyKids ?? defaults.howManyKids),
    guestOfHonorName: cart.guests.guestOfHonorName ?? '',
    guestOfHonorAge:
      cart.guests.guestOfHonorAge === undefined ? '' : String(cart.guests.guestOfHonorAge),
  };
}

/** Whether the cart holds a party to book (what the info step needs to show anything). */
export function cartHasParty(cart: Cart): boolean {
  return Boolean(
    cart.location &&
    cart.time.date &&
    cart.guests.howManyKids !== undefined &&
    cart.guests.guestOfHonorName,
  );
}

/**
 * The cart with the party stored: location, guests and time, the date as MM/DD/YYYY
 * (docs/rules/states.md#on-book).
 */
export function withParty(cart: Cart, party: Party): Cart {
  return {
    ...cart,
    location: party.location,
    time: { date: toUsDate(party.date) },
    guests: {
      ...cart.guests,
      howManyKids: party.howManyKids,
      guestOfHonorName: party.guestOfHonorName,
      guestOfHonorAge: party.guestOfHonorAge,
    },
  };
}

import { z } from 'zod/mini';
import { LOCALES } from '@/lib/i18n/locales';
import { earliestGuestToday, fromUsDate } from '@/lib/dates';
import type { MailSend } from '@/lib/platform/schemas';
import { bookingSchema } from './bookingSchema';
import {
  BOOKING_MAIL_FIELDS as F,
  bookingKind,
  bookingRequestMail,
  type BookingInput,
  type PackageOption,
} from './request';

/**
 * Whether a birthday booking's mail is one the info step could have sent: its values pass the
 * step's own rules (bookingSchema) at a center and with a package that exist, and the mail is
 * exactly the one those values make, reference included. Field name → messages, for the route
 * handler's 400 answer; undefined when it is.
 */

const NOT_THE_BOOKING = 'Does not match the booking.';

/** The mail's field each value of the info step goes to. */
const FIELD_OF_INPUT: Record<keyof BookingInput, string> = {
  location: F.centerId,
  date: F.date,
  howManyKids: F.howManyKids,
  guestOfHonorName: F.guestOfHonorName,
  guestOfHonorAge: F.guestOfHonorAge,
  firstName: F.firstName,
  lastName: F.lastName,
  email: F.email,
  phone: F.phone,
  packageAnchor: F.package,
  timeOfDay: F.timeOfDay,
};

const text = (value: unknown) => (value === undefined ? '' : String(value));

export function birthdayMailErrors(
  mail: MailSend,
  centers: readonly { id: string; name: string }[],
  packages: readonly PackageOption[],
  now: Date = new Date(),
): Record<string, string[]> | undefined {
  const fields = mail.fields;
  const chosen = packages.find((option) => option.title === fields[F.package]);
  const mailed = (key: keyof BookingInput) => text(fields[FIELD_OF_INPUT[key]]);
  const input: BookingInput = {
    location: mailed('location'),
    date: fromUsDate(mailed('date')),
    howManyKids: mailed('howManyKids'),
    guestOfHonorName: mailed('guestOfHonorName'),
    guestOfHonorAge: mailed('guestOfHonorAge'),
    firstName: mailed('firstName'),
    lastName: mailed('lastName'),
    email: mailed('email'),
    phone: mailed('phone'),
    packageAnchor: chosen?.anchor ?? '',
    timeOfDay: mailed('timeOfDay'),
  };
  const today = earliestGuestToday(now);
  const parsed = z.safeParse(bookingSchema(today, packages), input);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const name = FIELD_OF_INPUT[issue.path[0] as keyof BookingInput] ?? F.package;
      (errors[name] ??= []).push(issue.message);
    }
    return errors;
  }
  const center = centers.find((candidate) => candidate.id === input.location);
  if (!center) return { [F.centerId]: ['Unknown location.'] };
  // The family's language rides in the Booking field; any other text there is not the booking.
  const locale = LOCALES.find((candidate) => bookingKind(candidate) === fields[F.booking]);
  const expected = bookingRequestMail(parsed.data, center, locale);
  const names = new Set([...Object.keys(expected.fields), ...Object.keys(fields)]);
  const errors: Record<string, string[]> = {};
  for (const name of names) {
    if (expected.fields[name] !== fields[name]) errors[name] = [NOT_THE_BOOKING];
  }
  if (expected.sendTo !== mail.sendTo) errors[F.centerId] = [NOT_THE_BOOKING];
  return Object.keys(errors).length > 0 ? errors : undefined;
}

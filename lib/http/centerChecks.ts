import { centersFromEntries } from '@/lib/centers';
import { getCenterEntries } from '@/lib/cms';
import { earliestGuestToday, fromUsDate, isoDateAfter } from '@/lib/dates';
import type { FieldErrors } from './handler';

/**
 * What only the server can check of a platform request: that the center it names is one of the
 * CMS's, and that a day it asks for has not passed. Field name → messages, for
 * `platformRoute(call, { accept })`.
 */

export async function unknownCenter(field: string, id: string): Promise<FieldErrors | undefined> {
  const centers = centersFromEntries(await getCenterEntries());
  return centers.some((center) => center.id === id)
    ? undefined
    : { [field]: ['Unknown location.'] };
}

/** A US date (MM/DD/YYYY) that is already over, even on the guest's clock. */
export function pastDay(field: string, usDate: string, now = new Date()): FieldErrors | undefined {
  const guestToday = isoDateAfter(earliestGuestToday(now), 0);
  return fromUsDate(usDate) < guestToday ? { [field]: ['This day has passed.'] } : undefined;
}

/** Every check's errors together; undefined when none found any. */
export function allErrors(...found: (FieldErrors | undefined)[]): FieldErrors | undefined {
  const errors = Object.assign({}, ...found) as FieldErrors;
  return Object.keys(errors).length > 0 ? errors : undefined;
}

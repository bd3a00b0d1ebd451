import { centerOpening, centersFromEntries, notChoosableReason } from '@/lib/centers';
import { siteNow } from '@/lib/clock';
import { getCenterEntries } from '@/lib/cms';
import { earliestGuestToday, fromUsDate, isoDateAfter } from '@/lib/dates';
import type { FieldErrors } from './handler';

/**
 * What only the server can check of a platform request: that the center it names is one of the
 * CMS's and open (a coming-soon or closed center takes no party, pass or order), and that a day it
 * asks for has not passed. Field name → messages, for `platformRoute(call, { accept })`.
 */

export async function unavailableCenter(
  field: string,
  id: string,
  now: Date = siteNow(),
): Promise<FieldErrors | undefined> {
  const centers = centersFromEntries(await getCenterEntries());
  const center = centers.find((candidate) => candidate.id === id);
  if (!center) return { [field]: ['Unknown location.'] };
  const opening = centerOpening(center, now);
  return opening.status === 'open'
    ? undefined
    : { [field]: [notChoosableReason(center.name, opening)] };
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

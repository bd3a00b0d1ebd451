import type { FieldOption } from '@/forms/engine/definition';
import { weekdayOf } from '@/lib/dates';
import { hourly, optionsOf } from '../options';

/**
 * The group-event enquiry's time choices (docs/rules/limits.md#group-enquiry-time-slots): hourly
 * start times, 8:00 AM to 11:00 AM Monday to Friday, 12:00 PM to 7:00 PM every day, 8:00 PM to
 * 12:00 AM Saturday and Sunday. Both ends of each range are offered, so the ranges meet without a
 * gap (11:00 AM, then 12:00 PM).
 */

const TIME_BANDS: readonly { slots: readonly string[]; days: readonly number[] }[] = [
  { slots: hourly(8, 11), days: [1, 2, 3, 4, 5] },
  { slots: hourly(12, 19), days: [0, 1, 2, 3, 4, 5, 6] },
  { slots: hourly(20, 24), days: [0, 6] },
];

/** Every slot the venues offer on some day, in the order of the day. */
export const ALL_TIME_SLOTS: readonly string[] = TIME_BANDS.flatMap((band) => band.slots);

/**
 * The slots offered on the date a date input holds ('YYYY-MM-DD'). With no date yet every slot is
 * offered, so a guest can say what time suits them first; picking a date then narrows the list,
 * and the form clears a chosen time the new list no longer offers.
 */
export function timeSlotsFor(date: string): string[] {
  const weekday = weekdayOf(date);
  if (weekday === undefined) return [...ALL_TIME_SLOTS];
  return TIME_BANDS.filter((band) => band.days.includes(weekday)).flatMap((band) => band.slots);
}

/** The time select's options for that date; the label is what is submitted. */
export function timeOptionsFor(date: string): FieldOption[] {
  return optionsOf(timeSlotsFor(date));
}

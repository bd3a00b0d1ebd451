/**
 * Calendar dates of the forms and the booking flow. A date input holds 'YYYY-MM-DD' and means a day on the
 * guest's calendar, not an instant, so these helpers work on the numbers and never let a time zone
 * shift the day (parsing '2026-03-14' as a Date would be midnight UTC, the day before in Texas).
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The day an input value names, or undefined when it is empty or not a real day ('2026-02-30'). */
export function parseIsoDate(value: string): CalendarDay | undefined {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

/** 0 (Sunday) to 6 (Saturday), as Date.getDay counts, or undefined for no valid date. */
export function weekdayOf(value: string): number | undefined {
  const date = parseIsoDate(value);
  return date && new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** '2026-03-14' → '03/14/2026', the format the venues read; '' stays '' (the date is optional). */
export function toUsDate(value: string): string {
  const date = parseIsoDate(value);
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.month)}/${pad(date.day)}/${String(date.year).padStart(4, '0')}`;
}

/** The guest's local calendar day `days` after `today`, as a date input's value. */
export function isoDateAfter(today: Date, days: number): string {
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** '03/14/2026' → '2026-03-14' for a date input; '' for anything that is not a real day. */
export function fromUsDate(value: string): string {
  const match = US_DATE.exec(value.trim());
  if (!match) return '';
  const iso = `${match[3]}-${match[1]}-${match[2]}`;
  return parseIsoDate(iso) ? iso : '';
}

/** Whether the date input's day is on or after `earliest` (both 'YYYY-MM-DD'; the format sorts). */
export function isOnOrAfter(value: string, earliest: string): boolean {
  return parseIsoDate(value) !== undefined && value >= earliest;
}

/**
 * The earliest "today" a guest anywhere in the US can be having: the server's clock a day back, so
 * a day the guest may still pick is never refused for the server's time zone.
 */
export function earliestGuestToday(now: Date = new Date()): Date {
  return new Date(now.getTime() - 24 * 60 * 60 * 1000);
}

import { DEFAULT_LOCALE, REGION_LOCALES, type Locale } from '@/lib/i18n/locales';

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

/** The calendar day `days` after a 'YYYY-MM-DD' day (negative: before); '' for no day. */
function isoDayMoved(day: string, days: number): string {
  const date = parseIsoDate(day);
  if (!date) return '';
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return moved.toISOString().slice(0, 10);
}

/** The calendar day after a 'YYYY-MM-DD' day ('2027-02-28' → '2027-03-01'); '' for no day. */
export const isoDayAfter = (day: string) => isoDayMoved(day, 1);

/** The calendar day before a 'YYYY-MM-DD' day ('2027-03-01' → '2027-02-28'); '' for no day. */
export const isoDayBefore = (day: string) => isoDayMoved(day, -1);

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

/** The UTC offset of `timeZone` at `time`, in minutes (Indianapolis in April: -240). */
export function offsetMinutesAt(timeZone: string, time: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(time / 60_000) * 60_000) / 60_000);
}

/** Whether `value` names a time zone the runtime knows ('America/Chicago'). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day it is at `timeZone` at `now`, 'YYYY-MM-DD'. */
export function dayAt(timeZone: string, now: Date | number): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The instant the calendar day ('YYYY-MM-DD') starts at `timeZone`. */
export function midnightAt(timeZone: string, day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, date);
  // US zones change to and from daylight time at 2 AM, so the offset at UTC midnight of the day
  // is the offset at the zone's own midnight.
  return utcMidnight - offsetMinutesAt(timeZone, utcMidnight) * 60_000;
}

const LONG_DAY = { month: 'long', day: 'numeric', year: 'numeric' } as const;
const SHORT_DAY = { weekday: 'short', month: 'short', day: 'numeric' } as const;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * How a language writes calendar days with these options, made once per language and options.
 * A date names a calendar day: formatted at UTC midnight in UTC, it never moves.
 */
export function calendarDayFormat(
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(REGION_LOCALES[locale], { timeZone: 'UTC', ...options });
    dayFormats.set(key, format);
  }
  return format;
}

/** A calendar day ('2026-12-24') in a language's words, or the text as it is when it is no day. */
function dayLabel(day: string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  const date = parseIsoDate(day);
  if (!date) return day;
  return calendarDayFormat(locale, options).format(
    new Date(Date.UTC(date.year, date.month - 1, date.day)),
  );
}

/**
 * '2026-12-24' → 'Thu, Dec 24' ('jue, 24 de dic' in Spanish), a day in a short list; anything
 * else stays as it is.
 */
export const shortDayLabel = (day: string, locale: Locale = DEFAULT_LOCALE) =>
  dayLabel(day, locale, SHORT_DAY);

/**
 * '2026-11-02' → 'November 2, 2026' ('2 de noviembre de 2026' in Spanish), as guests read a day;
 * anything else stays as it is.
 */
export const longDayLabel = (day: string, locale: Locale = DEFAULT_LOCALE) =>
  dayLabel(day, locale, LONG_DAY);

/**
 * A moment as editors write it in Contentful's date-and-time-with-zone field:
 * `2027-04-17T10:00-04:00` (seconds optional). A moment without its offset would mean a different
 * instant in every guest's browser, so the offset (or `Z`) is required.
 */
export const MOMENT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The instant `value` names, or undefined when it is not a real date and time with an offset. */
export function parseMoment(value: string): number | undefined {
  const match = MOMENT.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const time = Date.parse(value);
  if (Number.isNaN(time)) return undefined;
  // Date.parse rolls 2027-02-30 over into March; a day the calendar does not have is refused.
  const calendar = new Date(Date.UTC(year!, month! - 1, day!, hour, minute));
  if (calendar.getUTCMonth() !== month! - 1 || calendar.getUTCDate() !== day! || hour! > 23) {
    return undefined;
  }
  return time;
}

import { isoDayAfter, isoDayBefore, longDayLabel, weekdayOf } from '@/lib/dates';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { fill, sayer, type Say } from '@/lib/i18n/say';
import words from '@/messages/en/OpenNow.json';
import type { OpeningHours, SpecialHours } from './model';
import type { CenterOpening } from './opening';

/*
 * Whether a center is open at a moment, on its own clock: its weekly hours, the days with special
 * hours or a closure (the center's own and the chain's), and its time zone. Browser-safe and
 * plain data in, plain data out: the server renders the answer for the moment the page is made,
 * and the browser works it out again on arrival and every minute (components/OpenNow).
 */

/** What the status needs of a center, as serialisable data. */
export interface CenterClock {
  timeZone: string;
  hours: readonly OpeningHours[];
  specialHours: readonly SpecialHours[];
}

/** A center's clock out of its entry (or its summary on a page of many centers). */
export function centerClock(center: CenterClock): CenterClock {
  return { timeZone: center.timeZone, hours: center.hours, specialHours: center.specialHours };
}

export type OpenNow =
  | { state: 'open'; closes: number; soon: boolean; note?: string }
  | { state: 'closed'; opens?: { at: number; on: string }; soon: boolean; note?: string };

/** Within this many minutes of closing or opening, guests read "Closes soon" or "Opens soon". */
export const SOON_MINUTES = 60;
const DAY_MINUTES = 24 * 60;

/** The days of the week as `Date.getDay` counts them, from Sunday. */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** 'Sun', 'sunday' or 'SUN' → 0; -1 when the text is no day. */
export function weekdayIndex(token: string): number {
  const wanted = token.trim().slice(0, 3).toLowerCase();
  return WEEKDAYS.findIndex((day) => day.slice(0, 3).toLowerCase() === wanted);
}

/**
 * The weekdays (0 = Sunday) a row of hours names: 'Sun–Thu', 'Fri', 'Mon, Wed' or 'Fri–Mon'
 * (a range may run over the weekend); undefined when the text is not days.
 */
export function weekdaysOf(label: string): number[] | undefined {
  const days = new Set<number>();
  for (const part of label.split(',')) {
    const ends = part.split(/\s*[–—-]\s*/).map(weekdayIndex);
    if (ends.length > 2 || ends.some((index) => index < 0)) return undefined;
    const [first, last = first] = ends as [number, number?];
    for (let day = first; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === last) break;
    }
  }
  return [...days];
}

/** '10:00 AM' → 600, '12:00 AM' → 0: minutes after midnight. */
export function minutesOf(time: string): number {
  const [, hours = '0', minutes = '0', half = 'AM'] =
    /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time) ?? [];
  return (Number(hours) % 12) * 60 + Number(minutes) + (half === 'PM' ? 720 : 0);
}

/**
 * How a status speaks: `say` turns the English messages (messages/en/OpenNow.json) into the
 * page's language (lib/i18n/say.ts), `locale` formats its dates.
 */
export interface StatusSpeech {
  say: Say;
  locale: Locale;
}

/** How a status speaks on an English page: the messages as written. */
export const ENGLISH_SPEECH: StatusSpeech = { say: sayer([]), locale: DEFAULT_LOCALE };

/** 120 → '2 AM', 1410 → '11:30 PM', 0 → 'midnight', 720 → 'noon'. */
export function timeLabel(minutes: number, { say }: StatusSpeech = ENGLISH_SPEECH): string {
  const inDay = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  if (inDay === 0) return say(words.midnight);
  if (inDay === 720) return say(words.noon);
  const hour = Math.floor(inDay / 60);
  const minute = inDay % 60;
  const clock = `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, '0')}` : ''}`;
  return fill(say(hour < 12 ? words.morning : words.afternoon), { clock });
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The calendar day and the minute of the day on a zone's wall clock at `now`. */
export function wallClock(timeZone: string, now: Date | number): { day: string; minute: number } {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, format);
  }
  const part = Object.fromEntries(
    format.formatToParts(now).map((item) => [item.type, item.value]),
  ) as Record<Intl.DateTimeFormatPartTypes, string>;
  return {
    day: `${part.year}-${part.month}-${part.day}`,
    minute: Number(part.hour) * 60 + Number(part.minute),
  };
}

interface Interval {
  open: number;
  /** Minutes after the day's midnight; past 1440 when the evening runs into the next day. */
  close: number;
  note?: string;
}

/** When the center is open on a calendar day, by its special hours first; null when closed. */
function hoursOn(clock: CenterClock, day: string): { interval: Interval | null; note?: string } {
  const special = clock.specialHours.find((entry) => entry.date === day);
  if (special) {
    if (special.closed) return { interval: null, note: special.note };
    return { interval: interval(special.open, special.close, special.note), note: special.note };
  }
  const weekday = weekdayOf(day);
  const row = clock.hours.find((hours) => weekdaysOf(hours.days)?.includes(weekday ?? -1));
  return { interval: row ? interval(row.open, row.close) : null };
}

function interval(openTime: string, closeTime: string, note?: string): Interval {
  const open = minutesOf(openTime);
  const close = minutesOf(closeTime);
  // A closing time at or before the opening one is the next day's: 10 AM – 2 AM.
  return { open, close: close <= open ? close + DAY_MINUTES : close, note };
}

/**
 * Whether the center is open at `now` on its clock, and until or from when. Hours that run past
 * midnight count as the evening's: at 1 AM on Saturday a center open Friday 10 AM – 2 AM is open.
 * Undefined for a center with no hours at all (guests are asked to call).
 */
export function openNow(clock: CenterClock, now: Date | number): OpenNow | undefined {
  if (clock.hours.length === 0 && clock.specialHours.length === 0) return undefined;
  const { day, minute } = wallClock(clock.timeZone, now);
  const evening = hoursOn(clock, isoDayBefore(day)).interval;
  if (evening && minute < evening.close - DAY_MINUTES) {
    const left = evening.close - DAY_MINUTES - minute;
    return { state: 'open', closes: evening.close, soon: left <= SOON_MINUTES, note: evening.note };
  }
  const today = hoursOn(clock, day);
  if (today.interval && minute >= today.interval.open && minute < today.interval.close) {
    const left = today.interval.close - minute;
    return {
      state: 'open',
      closes: today.interval.close,
      soon: left <= SOON_MINUTES,
      note: today.note,
    };
  }
  if (today.interval && minute < today.interval.open) {
    const opens = { at: today.interval.open, on: day };
    return { state: 'closed', opens, soon: opens.at - minute <= SOON_MINUTES, note: today.note };
  }
  let next = day;
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    next = isoDayAfter(next);
    const later = hoursOn(clock, next).interval;
    if (later)
      return {
        state: 'closed',
        opens: { at: later.open, on: next },
        soon: false,
        note: today.note,
      };
  }
  return { state: 'closed', soon: false, note: today.note };
}

/** Which day an opening falls on, as guests say it: '' for today, 'tomorrow', 'Friday'. */
const WEEKDAY_WORDS = [
  words.sunday,
  words.monday,
  words.tuesday,
  words.wednesday,
  words.thursday,
  words.friday,
  words.saturday,
] as const;

/** 'opens 10 AM', 'opens 10 AM tomorrow' or 'opens 10 AM Monday', as the day is from today. */
function opensWhen(at: number, on: string, today: string, speech: StatusSpeech): string {
  const time = timeLabel(at, speech);
  const { say } = speech;
  if (on === today) return fill(say(words.opensAt), { time });
  if (on === isoDayAfter(today)) return fill(say(words.opensTomorrow), { time });
  const weekday = weekdayOf(on);
  return weekday === undefined
    ? fill(say(words.opensAt), { time })
    : fill(say(words.opensOn), { time, weekday: say(WEEKDAY_WORDS[weekday]!) });
}

/** How guests read a status: its words, and its tone for the colour beside them. */
export interface OpenNowLine {
  text: string;
  tone: 'open' | 'soon' | 'closed';
}

/** A status's parts, each said, the day's note among them where it has one. */
const line = (tone: OpenNowLine['tone'], ...parts: (string | undefined)[]): OpenNowLine => ({
  text: parts.filter(Boolean).join(' · '),
  tone,
});

/**
 * 'Open now · closes 2 AM', 'Closes soon · 11:30 PM', 'Opens soon · 10 AM', 'Closed · opens
 * 10 AM tomorrow', with the day's note when its hours are special ('Closed · Christmas Day · opens
 * 10 AM tomorrow'); 'Opening April 17, 2027' for a coming-soon center. In the page's language
 * with `speech`.
 */
export function openNowLine(
  opening: CenterOpening,
  clock: CenterClock,
  now: Date | number,
  speech: StatusSpeech = ENGLISH_SPEECH,
): OpenNowLine | undefined {
  const { say } = speech;
  if (opening.status === 'comingSoon') {
    const day = longDayLabel(opening.opensOn, speech.locale);
    return line('closed', fill(say(words.openingOn), { day }));
  }
  if (opening.status === 'temporarilyClosed') return line('closed', say(words.temporarilyClosed));
  const status = openNow(clock, now);
  if (!status) return undefined;
  const { note } = status;
  if (status.state === 'open') {
    const closes = timeLabel(status.closes, speech);
    return status.soon
      ? line('soon', say(words.closesSoon), closes, note)
      : line('open', say(words.openNow), fill(say(words.closesAt), { time: closes }), note);
  }
  if (!status.opens) return line('closed', say(words.closed), note);
  if (status.soon) {
    return line('soon', say(words.opensSoon), timeLabel(status.opens.at, speech), note);
  }
  const today = wallClock(clock.timeZone, now).day;
  const when = opensWhen(status.opens.at, status.opens.on, today, speech);
  return line('closed', say(words.closed), note, when);
}

/** The days with special hours from today on the center's clock, for `days` days, in order. */
export function upcomingSpecialHours(
  clock: CenterClock,
  now: Date | number,
  days = 14,
): SpecialHours[] {
  const first = wallClock(clock.timeZone, now).day;
  let last = first;
  for (let day = 1; day < days; day += 1) last = isoDayAfter(last);
  return clock.specialHours
    .filter((entry) => entry.date >= first && entry.date <= last)
    .sort((a, b) => a.date.localeCompare(b.date));
}

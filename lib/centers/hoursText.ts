import { DEFAULT_LOCALE, REGION_LOCALES } from '@/lib/i18n/locales';
import { minutesOf, timeLabel, weekdayIndex, ENGLISH_SPEECH, type StatusSpeech } from './openNow';
import type { OpeningHours } from './model';

/*
 * A center's rows of hours as the page's language writes them. Editors write days and times in
 * English ('Sun–Thu', '10:00 AM'), because the open-now status reads them; an English page shows
 * them as written, another language names the days and times in its own words.
 */

const shortWeekdays = new Map<string, string[]>();

/** The page language's short names of the weekdays, from Sunday: 'dom', 'lun', … */
function shortWeekdaysIn(region: string): string[] {
  let names = shortWeekdays.get(region);
  if (!names) {
    const format = new Intl.DateTimeFormat(region, { weekday: 'short', timeZone: 'UTC' });
    // 2023-01-01 was a Sunday.
    names = Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2023, 0, 1 + day)));
    shortWeekdays.set(region, names);
  }
  return names;
}

/** 'Sun–Thu' → 'dom–jue' on a Spanish page; as written on an English one. */
export function daysLabel(days: string, { locale }: StatusSpeech = ENGLISH_SPEECH): string {
  if (locale === DEFAULT_LOCALE) return days;
  const names = shortWeekdaysIn(REGION_LOCALES[locale]);
  return days.replace(/\p{L}+/gu, (token) => names[weekdayIndex(token)] ?? token);
}

/** When a center is open on the days of one row: '10:00 AM – 12:00 AM', '10 a. m. – medianoche'. */
export function openingTimes(
  hours: Pick<OpeningHours, 'open' | 'close'>,
  speech: StatusSpeech = ENGLISH_SPEECH,
): string {
  if (speech.locale === DEFAULT_LOCALE) return `${hours.open} – ${hours.close}`;
  return `${timeLabel(minutesOf(hours.open), speech)} – ${timeLabel(minutesOf(hours.close), speech)}`;
}

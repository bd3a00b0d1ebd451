import { calendarDayFormat } from '@/lib/dates';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { minutesOf, timeLabel, weekdayIndex, ENGLISH_SPEECH, type StatusSpeech } from './openNow';
import type { OpeningHours } from './model';

/*
 * A center's rows of hours as the page's language writes them. Editors write days and times in
 * English ('Sun–Thu', '10:00 AM'), because the open-now status reads them; an English page shows
 * them as written, another language names the days and times in its own words.
 */

/** The page language's short name of a weekday (0 = Sunday): 'dom', 'lun', … */
const shortWeekday = (locale: Locale, day: number) =>
  // 2023-01-01 was a Sunday.
  calendarDayFormat(locale, { weekday: 'short' }).format(Date.UTC(2023, 0, 1 + day));

/** 'Sun–Thu' → 'dom–jue' on a Spanish page; as written on an English one. */
export function daysLabel(days: string, { locale }: StatusSpeech = ENGLISH_SPEECH): string {
  if (locale === DEFAULT_LOCALE) return days;
  return days.replace(/\p{L}+/gu, (token) => {
    const day = weekdayIndex(token);
    return day < 0 ? token : shortWeekday(locale, day);
  });
}

/** When a center is open on the days of one row: '10:00 AM – 12:00 AM', '10 a. m. – medianoche'. */
export function openingTimes(
  hours: Pick<OpeningHours, 'open' | 'close'>,
  speech: StatusSpeech = ENGLISH_SPEECH,
): string {
  if (speech.locale === DEFAULT_LOCALE) return `${hours.open} – ${hours.close}`;
  return `${timeLabel(minutesOf(hours.open), speech)} – ${timeLabel(minutesOf(hours.close), speech)}`;
}

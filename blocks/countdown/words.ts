import { fill } from '@/lib/i18n/say';
import en from '@/messages/en/CountdownClock.json';
import es from '@/messages/es/CountdownClock.json';
import type { Language } from '@/stores/site';

/** The countdown's own words in each language the language switch offers. */
export interface CountdownWords {
  units: { days: string; hours: string; minutes: string; seconds: string };
  /** Before the formatted opening date: 'Opens Saturday, April 17, 2027 at 10:00 AM EDT'. */
  opens: string;
  /** The line that replaces the count at zero when the editor gives none. */
  open: string;
  /** The switch's name, in both languages. */
  switchLabel: string;
  /** What screen readers hear of the count: 'Opening in 3 days, 4 hours and 12 minutes'. */
  remaining(parts: { days: number; hours: number; minutes: number }): string;
}

const list = (items: string[], and: string) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}` : (items[0] ?? '');

/*
 * Both languages reach the browser: the switch changes the countdown's language on the page,
 * whatever the page's own.
 */
function wordsIn(language: Language): CountdownWords {
  const words = language === 'en' ? en : es;
  const counted = (count: number, one: string, many: string) =>
    count === 1 ? one : fill(many, { count });
  return {
    units: { days: words.days, hours: words.hours, minutes: words.minutes, seconds: words.seconds },
    opens: words.opens,
    open: words.open,
    switchLabel: words.switchLabel,
    remaining: ({ days, hours, minutes }) =>
      fill(words.openingIn, {
        time:
          list(
            [
              days && counted(days, words.oneDay, words.manyDays),
              hours && counted(hours, words.oneHour, words.manyHours),
              minutes && counted(minutes, words.oneMinute, words.manyMinutes),
            ].filter((item): item is string => Boolean(item)),
            words.and,
          ) || words.lessThanAMinute,
      }),
  };
}

export const COUNTDOWN_WORDS: Record<Language, CountdownWords> = {
  en: wordsIn('en'),
  es: wordsIn('es'),
};

/**
 * The names of the languages, each in its own language (an endonym is the same on every page, so
 * it is no message to translate), as the switch shows them.
 */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * What is left until `opensAt` at `now`, whole seconds rounded up, so the count shows 1 second
 * until the very moment of opening; undefined once it is open.
 */
export function remainingUntil(opensAt: number, now: number): Remaining | undefined {
  const total = Math.ceil((opensAt - now) / 1000);
  if (total <= 0) return undefined;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}

/**
 * The count screen readers are told about: to the hour while more than an hour is left, to the
 * minute in the last hour, so the polite announcement changes at most once an hour, then once a
 * minute, never with every second.
 */
export function announcedRemaining({ days, hours, minutes }: Remaining) {
  return days > 0 || hours > 0 ? { days, hours, minutes: 0 } : { days, hours, minutes };
}

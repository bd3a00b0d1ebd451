import { z } from 'zod';
import { optionalText } from '@/lib/cms/fields';

/**
 * The opening moment as editors write it in Contentful's date-and-time-with-zone field:
 * `2027-04-17T10:00-04:00` (seconds optional). A moment without its offset would mean a different
 * instant in every guest's browser, so the offset (or `Z`) is required.
 */
const OPENS_AT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The instant `value` names, or undefined when it is not a real date and time with an offset. */
export function parseOpensAt(value: string): number | undefined {
  const match = OPENS_AT.exec(value);
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

function writtenOffsetMinutes(value: string): number {
  const zone = OPENS_AT.exec(value)?.[7] ?? 'Z';
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const [hours, minutes] = zone.slice(1).split(':').map(Number) as [number, number];
  return sign * (hours * 60 + minutes);
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const line = (max: number) => z.string().trim().min(1).max(max);

/**
 * Countdown to a grand opening (docs/rules/states.md#countdown), in English and Spanish. The
 * section's heading is the editor's line in both languages and the opening moment, written with
 * its offset and the center's time zone (docs/decisions/0021-grand-opening-safety-app.md). The
 * offset must be the zone's at that moment, so `-05:00` for an April opening in Indiana (which is
 * then on daylight time, -04:00) is refused instead of counting to the wrong hour.
 */
export const countdownSchema = z
  .object({
    heading: line(100),
    headingSpanish: line(100),
    opensAt: z
      .string()
      .trim()
      .refine(
        (value) => parseOpensAt(value) !== undefined,
        'opensAt must be a date and time with its offset, e.g. 2027-04-17T10:00-04:00',
      ),
    timeZone: z.string().trim().refine(isTimeZone, 'timeZone must be an IANA time zone name'),
    openMessage: optionalText.pipe(z.string().max(100).optional()),
    openMessageSpanish: optionalText.pipe(z.string().max(100).optional()),
  })
  .refine(
    ({ opensAt, timeZone }) => {
      const time = parseOpensAt(opensAt);
      // A moment or zone that does not parse is refused above; only the pair is checked here.
      if (time === undefined || !isTimeZone(timeZone)) return true;
      return offsetMinutesAt(timeZone, time) === writtenOffsetMinutes(opensAt);
    },
    { message: "opensAt's offset is not the time zone's at that moment", path: ['opensAt'] },
  )
  .transform(({ opensAt, timeZone, ...fields }) => ({
    ...fields,
    opensAt: parseOpensAt(opensAt)!,
    timeZone,
  }));

export type CountdownProps = z.output<typeof countdownSchema>;

import { z } from 'zod';
import { centerEntrySchema } from '@/lib/centers';
import { optionalEntry, optionalText } from '@/lib/cms/fields';
import { MOMENT, isTimeZone, offsetMinutesAt, parseMoment } from '@/lib/dates';

function writtenOffsetMinutes(value: string): number {
  const zone = MOMENT.exec(value)?.[7] ?? 'Z';
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const [hours, minutes] = zone.slice(1).split(':').map(Number) as [number, number];
  return sign * (hours * 60 + minutes);
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
        (value) => parseMoment(value) !== undefined,
        'opensAt must be a date and time with its offset, e.g. 2027-04-17T10:00-04:00',
      ),
    timeZone: z.string().trim().refine(isTimeZone, 'timeZone must be an IANA time zone name'),
    openMessage: optionalText.pipe(z.string().max(100).optional()),
    openMessageSpanish: optionalText.pipe(z.string().max(100).optional()),
    // The center that opens: from its opening moment on, the section shows its hours instead.
    center: optionalEntry(centerEntrySchema),
  })
  .refine(
    ({ opensAt, timeZone }) => {
      const time = parseMoment(opensAt);
      // A moment or zone that does not parse is refused above; only the pair is checked here.
      if (time === undefined || !isTimeZone(timeZone)) return true;
      return offsetMinutesAt(timeZone, time) === writtenOffsetMinutes(opensAt);
    },
    { message: "opensAt's offset is not the time zone's at that moment", path: ['opensAt'] },
  )
  .transform(({ opensAt, timeZone, ...fields }) => ({
    ...fields,
    opensAt: parseMoment(opensAt)!,
    timeZone,
  }));

export type CountdownProps = z.output<typeof countdownSchema>;

import { z } from 'zod';
import { parseIsoDate } from '@/lib/dates';

/*
 * Field shapes a center entry shares with the site settings: a day with hours other than the
 * week's is written the same for one center and for the whole chain.
 */

const TIME_OF_DAY = /^(?:1[0-2]|[1-9]):[0-5]\d (?:AM|PM)$/;

export const timeOfDay = z.string().regex(TIME_OF_DAY, 'must be a time like 10:00 AM');

// Contentful's Date field may carry a time; the calendar day is what counts.
export const calendarDay = z
  .string()
  .transform((value) => value.slice(0, 10))
  .refine((day) => parseIsoDate(day) !== undefined, 'must be a date (YYYY-MM-DD)');

/** A day with other hours than the week's (a holiday, an event) or closed, with a note for guests. */
export const specialHoursDay = z
  .object({
    date: calendarDay,
    note: z.string().trim().min(1, 'must not be empty'),
    closed: z.boolean().default(false),
    open: timeOfDay.optional(),
    close: timeOfDay.optional(),
  })
  .refine(
    (day) => day.closed || (day.open !== undefined && day.close !== undefined),
    'needs an opening and a closing time, or closed: true',
  )
  .transform(({ date, note, closed, open, close }) =>
    closed || !open || !close
      ? { date, note, closed: true as const }
      : { date, note, closed: false as const, open, close },
  );

export type SpecialHours = z.output<typeof specialHoursDay>;

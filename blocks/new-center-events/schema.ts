import { z } from 'zod';
import { centerEntrySchema } from '@/lib/centers';
import { entryList, optionalEntry, section } from '@/lib/cms/fields';
import { dayAt, parseIsoDate } from '@/lib/dates';
import { contentItem } from '../shared/contentItem';

/**
 * The calendar day an event's `date` names, 'YYYY-MM-DD'. Contentful's Date field may also carry a
 * time ('2026-12-05T18:00:00-07:00'); the day is then taken as the editor wrote it, never moved by
 * a time zone. Anything else, or a day that does not exist ('2026-02-30'), is no date.
 */
export function eventDay(value: string | undefined): string | undefined {
  const day =
    value && /^(\d{4}-\d{2}-\d{2})(?:T[0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value)?.[1];
  return day && parseIsoDate(day) ? day : undefined;
}

/** An event at a new center: a content item with a real date, which the block needs to place it. */
const centerEvent = contentItem
  .refine((item) => eventDay(item.date) !== undefined, 'an event needs a date (YYYY-MM-DD)')
  .transform((item) => ({ ...item, date: eventDay(item.date) ?? '' }));

export type CenterEvent = z.output<typeof centerEvent>;

/**
 * Events at a newly opened center (docs/rules/screens-and-routes.md#openings-and-promotions). An
 * event without a valid date is logged and left out; at least one must remain. Past events are
 * left out when the section renders, not here (see `upcomingEvents`).
 */
export const newCenterEventsSchema = section({
  center: optionalEntry(centerEntrySchema),
  events: entryList(centerEvent, 'contentItem', { min: 1, max: 12 }),
});

export type NewCenterEventsProps = z.output<typeof newCenterEventsSchema>;

/**
 * The clock that says which day it is. Arizona (UTC−7 all year) is never ahead of any other
 * center's zone, so an event stays listed until its day is over at every center, including the
 * evening of the day itself in Arizona.
 */
const CENTER_TIME_ZONE = 'America/Phoenix';

/** Today's date at the centers, 'YYYY-MM-DD'. */
export const centersToday = (now: Date) => dayAt(CENTER_TIME_ZONE, now);

/** The events from today on, soonest first (events on the same day keep the editor's order). */
export function upcomingEvents(events: CenterEvent[], now: Date): CenterEvent[] {
  const today = centersToday(now);
  return events
    .filter((event) => event.date >= today)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

import { z } from 'zod';
import { midnightAt, parseIsoDate, parseMoment } from '@/lib/dates';

/*
 * Sections that know the date: a `scheduledSection` entry wraps any section of a page with a
 * window, "show from" and "show until". Outside the window guests do not get the section, and the
 * page is rendered again at the window's next edge (lib/cms/revalidation.ts), so a promotion
 * starts and ends on time without a republish.
 */

export const SCHEDULED_SECTION = 'scheduledSection';

/** A day ('2026-12-01', from its midnight on the site's clock) or a moment with its offset. */
const edge = z
  .string()
  .trim()
  .refine(
    (value) => parseIsoDate(value) !== undefined || parseMoment(value) !== undefined,
    'must be a date (YYYY-MM-DD) or a date and time with its offset (2026-12-01T09:00-06:00)',
  );

export const scheduledSectionFields = z
  .object({
    name: z.string().trim().min(1),
    section: z.unknown().refine((value) => value != null, 'needs a section'),
    showFrom: edge.optional(),
    showUntil: edge.optional(),
  })
  .refine(
    ({ showFrom, showUntil }) => showFrom !== undefined || showUntil !== undefined,
    'needs a show-from or a show-until date',
  );

export type ScheduledSectionFields = z.output<typeof scheduledSectionFields>;

/** The instants a section shows from (inclusive) and until (exclusive); absent: no edge. */
export interface ShowingWindow {
  from?: number;
  until?: number;
}

function edgeAt(value: string | undefined, timeZone: string): number | undefined {
  if (value === undefined) return undefined;
  return parseIsoDate(value) ? midnightAt(timeZone, value) : parseMoment(value);
}

/** The window of a scheduled section; a day without a time starts at midnight in `timeZone`. */
export function showingWindow(
  { showFrom, showUntil }: Pick<ScheduledSectionFields, 'showFrom' | 'showUntil'>,
  timeZone: string,
): ShowingWindow {
  return { from: edgeAt(showFrom, timeZone), until: edgeAt(showUntil, timeZone) };
}

export function isShowing({ from, until }: ShowingWindow, now: Date): boolean {
  const time = now.getTime();
  return (from === undefined || time >= from) && (until === undefined || time < until);
}

/** The first edge after `now` of any of the windows: when something appears or goes. */
export function nextEdge(windows: readonly ShowingWindow[], now: Date): number | undefined {
  return windows
    .flatMap(({ from, until }) => [from, until])
    .filter((edge): edge is number => edge !== undefined && edge > now.getTime())
    .sort((a, b) => a - b)[0];
}

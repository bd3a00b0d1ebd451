import { z } from 'zod';
import { entryList, section } from '@/lib/cms/fields';
import { contentItem } from '../shared/contentItem';
import { centersToday, eventDay } from '../new-center-events/schema';

/**
 * A special: a content item with a button, and a price or a tag line that says what the deal is
 * ('$5.00' / 'Every Monday'). `date`, when set, is the offer's last day ('YYYY-MM-DD'); a date that
 * is not a real day makes the special unusable rather than never-ending.
 */
const special = contentItem
  .refine((item) => item.cta, 'a special needs a call to action')
  .refine((item) => item.price !== undefined || item.tagLine, 'a special needs a price or tag line')
  .refine((item) => !item.date || eventDay(item.date), 'date must be a day (YYYY-MM-DD)')
  .transform(({ cta, date, ...item }) => ({ ...item, cta: cta!, endsOn: eventDay(date) }));

export type Special = z.output<typeof special>;

/**
 * Specials (docs/rules/screens-and-routes.md#events-and-packages): dated offers. A special that
 * fails to parse is logged and skipped; at least one must remain. Ended offers are left out when
 * the section renders (see `currentSpecials`).
 */
export const specialsSchema = section(
  { specials: entryList(special, 'contentItem', { min: 1, max: 12 }) },
  { headingMax: 100 },
);

export type SpecialsProps = z.output<typeof specialsSchema>;

/** The specials still on: undated ones, and dated ones until their last day is over at every center. */
export function currentSpecials(specials: readonly Special[], now: Date): Special[] {
  const today = centersToday(now);
  return specials.filter((item) => !item.endsOn || item.endsOn >= today);
}

import 'server-only';
import { z } from 'zod';
import { log } from '@/lib/log';
import { anchorFor } from '@/lib/format';
import { entryId, entryList, optionalEntry, optionalText, picture } from './fields';
import { eventType, segmentSlug } from './page';

/** A subcategory ('Team Building', 'Field Trips'); its slug is made from the title. */
export const eventSubcategory = z
  .object({
    sys: z.object({ id: z.string(), contentType: z.literal('eventSubcategory') }),
    fields: z.object({
      title: z.string().trim().min(1),
      description: optionalText,
      image: optionalEntry(picture),
    }),
  })
  .transform(({ sys, fields }) => ({ id: sys.id, ...fields, slug: anchorFor(fields.title) }));

/**
 * An event package (docs/rules/content-and-data.md#event): a card on /events/ and its own detail
 * page at /events/{first event type}/{slug}/. `sections` are the page's further blocks.
 */
export const eventEntry = z
  .object({
    sys: z.object({
      id: z.string(),
      contentType: z.literal('event'),
      updatedAt: z.string().optional(),
    }),
    fields: z.object({
      title: z.string().trim().min(1),
      description: z.string().trim().min(1),
      slug: segmentSlug,
      linkImage: optionalEntry(picture),
      eventType: entryList(eventType, 'eventType', { min: 1 }),
      eventSubcategories: entryList(eventSubcategory, 'eventSubcategory').default([]),
      sections: z.array(z.unknown()).default([]),
    }),
  })
  .transform(({ sys, fields }) => {
    // The first event type is the category the event lives under; the list holds at least one.
    const category = fields.eventType[0]!;
    return {
      id: sys.id,
      updatedAt: sys.updatedAt,
      ...fields,
      category,
      path: `/events/${category.slug}/${fields.slug}/`,
    };
  });

export type SiteEvent = z.output<typeof eventEntry>;

/** Event entries the site can show, in the CMS's order; a rejected entry is logged and left out. */
export function toEvents(entries: unknown[]): SiteEvent[] {
  return entries.flatMap((entry) => {
    const result = eventEntry.safeParse(entry);
    if (result.success) return [result.data];
    log.error(
      { id: entryId(entry), reason: z.prettifyError(result.error) },
      'event entry rejected',
    );
    return [];
  });
}

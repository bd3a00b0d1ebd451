import { z } from 'zod';
import { eventSubcategory } from '@/lib/cms/events';
import { entryList, section } from '@/lib/cms/fields';
import { eventType } from '@/lib/cms/page';

/**
 * The subcategories of one event category (docs/rules/screens-and-routes.md#events-and-packages),
 * then a View All button to the events list with that category preselected (`/events/#{slug}`,
 * docs/rules/screens-and-routes.md#event-category-hashes). Without its category the button would
 * lead nowhere, so the section is refused.
 */
export const eventSubcategoriesSchema = section({
  category: eventType,
  subcategories: entryList(eventSubcategory, 'eventSubcategory', { min: 1, max: 8 }),
});

export type EventSubcategoriesProps = z.output<typeof eventSubcategoriesSchema>;

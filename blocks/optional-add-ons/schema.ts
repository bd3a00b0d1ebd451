import { z } from 'zod';
import { entryList, optionalText } from '@/lib/cms/fields';
import { contentItem } from '../shared/contentItem';

/**
 * Optional add-ons for an event (docs/rules/screens-and-routes.md#events-and-packages): content
 * items with a title, an excerpt, a price and the price's unit in the tag line ('per guest'). This
 * is a price list, so an add-on without a price is logged and left out rather than shown unpriced.
 */
export const optionalAddOnsSchema = z.object({
  heading: z.string().trim().min(1),
  intro: optionalText,
  addOns: entryList(
    contentItem.refine((item) => item.price !== undefined, 'an add-on needs a price'),
    'contentItem',
    { min: 1, max: 12 },
  ),
});

export type OptionalAddOnsProps = z.output<typeof optionalAddOnsSchema>;

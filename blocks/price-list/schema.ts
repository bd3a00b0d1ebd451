import { z } from 'zod';
import { entryList, optionalText, section } from '@/lib/cms/fields';

const priceListItem = z
  .object({
    sys: z.object({ id: z.string(), contentType: z.literal('priceListItem') }),
    fields: z.object({
      name: z.string().trim().min(1).max(60),
      price: z.number().min(0).max(10_000),
      detail: optionalText,
      highlight: z.boolean().optional().default(false),
    }),
  })
  .transform(({ sys, fields }) => ({ id: sys.id, ...fields }));

/** A price list; the rows keep the editor's order. */
export const priceListSchema = section(
  {
    items: entryList(priceListItem, 'priceListItem', { min: 1, max: 12 }),
    note: optionalText,
  },
  { headingMax: 80 },
);

export type PriceListProps = z.output<typeof priceListSchema>;

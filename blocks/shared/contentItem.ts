import { z } from 'zod';
import { optionalEntry, optionalText, picture, siteLink } from '@/lib/cms/fields';

/**
 * The content item (docs/rules/content-and-data.md#content-item): a card's worth of content shared
 * by several blocks.
 */
export const contentItem = z
  .object({
    sys: z.object({ id: z.string(), contentType: z.literal('contentItem') }),
    fields: z.object({
      title: z.string().trim().min(1),
      slug: optionalText,
      excerpt: optionalText,
      date: optionalText,
      tagLine: optionalText,
      price: z.number().nonnegative().optional(),
      linkImage: optionalEntry(picture),
      cta: optionalEntry(siteLink),
    }),
  })
  .transform(({ sys, fields }) => ({ id: sys.id, ...fields }));

export type ContentItem = z.output<typeof contentItem>;

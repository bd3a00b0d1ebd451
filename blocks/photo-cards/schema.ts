import { z } from 'zod';
import { entryList, optionalText } from '@/lib/cms/fields';
import { contentItem } from '../shared/contentItem';

/**
 * Photo cards (docs/rules/screens-and-routes.md#events-and-packages): content items led by their
 * picture. A card without a picture is not a photo card, so it is logged and skipped.
 */
export const photoCardsSchema = z.object({
  heading: z.string().trim().min(1).max(100),
  intro: optionalText,
  cards: entryList(
    contentItem
      .refine((card) => card.linkImage, 'a photo card needs an image')
      .transform(({ linkImage, ...card }) => ({ ...card, image: linkImage! })),
    'contentItem',
    { min: 1, max: 12 },
  ),
});

export type PhotoCardsProps = z.output<typeof photoCardsSchema>;

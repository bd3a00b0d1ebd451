import { z } from 'zod';
import { entryList, optionalText } from '@/lib/cms/fields';
import { contentItem } from '../shared/contentItem';

/**
 * Info cards with a call to action (docs/rules/screens-and-routes.md#content-blocks): a few short
 * facts, each leading somewhere. A card without a call to action has nowhere to lead, so it is
 * refused rather than shown as a dead end.
 */
export const infoCardsSchema = z.object({
  heading: z.string().trim().min(1),
  intro: optionalText,
  cards: entryList(
    contentItem.refine((card) => card.cta, 'an info card needs a call to action'),
    'contentItem',
    { min: 1, max: 4 },
  ),
});

export type InfoCardsProps = z.output<typeof infoCardsSchema>;

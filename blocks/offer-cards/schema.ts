import { z } from 'zod';
import { entryList, section } from '@/lib/cms/fields';

/**
 * One offer as a guest weighs it: what it is, what it costs or saves ('$5 games', 'Save 50%'),
 * the days it runs and its conditions. An offer without any of these would promise more than the
 * center gives, so such an entry is refused (and skipped) rather than shown half-told.
 */
export const offer = z
  .object({
    sys: z.object({ id: z.string(), contentType: z.literal('offer') }),
    fields: z.object({
      title: z.string().trim().min(1).max(60),
      deal: z.string().trim().min(1).max(30),
      days: z.string().trim().min(1).max(80),
      conditions: z.string().trim().min(1).max(300),
    }),
  })
  .transform(({ sys, fields }) => ({ id: sys.id, ...fields }));

export type Offer = z.output<typeof offer>;

/** The offers on sale now, above the sign-up that sends the next ones. */
export const offerCardsSchema = section(
  { offers: entryList(offer, 'offer', { min: 1, max: 8 }) },
  { headingMax: 100 },
);

export type OfferCardsProps = z.output<typeof offerCardsSchema>;

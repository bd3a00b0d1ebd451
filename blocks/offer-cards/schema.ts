import { z } from 'zod';
import { entryList, section, siteLink } from '@/lib/cms/fields';
import { parseIsoDate } from '@/lib/dates';

/**
 * One deal as a guest weighs it: what it is, what it costs or saves ('$5 games', 'Save 50%'),
 * the days it runs, its conditions and the button to where it is booked or used. A deal without
 * any of these would promise more than the center gives, so such an entry is refused (and
 * skipped) rather than shown half-told. An optional last day ('YYYY-MM-DD') ends it.
 */
export const offer = z
  .object({
    sys: z.object({ id: z.string(), contentType: z.literal('offer') }),
    fields: z.object({
      title: z.string().trim().min(1).max(60),
      deal: z.string().trim().min(1).max(30),
      days: z.string().trim().min(1).max(80),
      conditions: z.string().trim().min(1).max(300),
      cta: siteLink,
      lastDay: z
        .string()
        .transform((value) => value.slice(0, 10))
        .refine((day) => parseIsoDate(day) !== undefined, 'lastDay must be a date (YYYY-MM-DD)')
        .optional(),
    }),
  })
  .transform(({ sys, fields }) => ({ id: sys.id, ...fields }));

export type Offer = z.output<typeof offer>;

/** The deals on now, above the sign-up that sends the next ones. */
export const offerCardsSchema = section(
  { offers: entryList(offer, 'offer', { min: 1, max: 8 }) },
  { headingMax: 100 },
);

export type OfferCardsProps = z.output<typeof offerCardsSchema>;

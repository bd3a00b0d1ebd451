import { z } from 'zod/mini';
import { centerId, passNumber } from '@/lib/platform/fields';
import { seasonPassMessages } from './messages';
import { checkboxRule, emailRule, nameRule, phoneRule, selectRule } from '../engine/rules';
import { MAX_CARDS, cardLimitMessage, passNumbersOf } from './cards';

/**
 * The cards of a form: each filled card is 11 digits (the platform's pass number schema), at least
 * one card is filled, and at most 10 cards. An empty input among filled ones is ignored.
 */
export const cardsRule = z.array(z.object({ number: z.string() })).check(
  z.superRefine((cards, context) => {
    if (cards.length > MAX_CARDS) {
      context.addIssue({ code: 'custom', message: cardLimitMessage(cards.length) });
    }
    cards.forEach((card, index) => {
      if (card.number.trim() === '') return;
      const result = passNumber.safeParse(card.number.trim());
      if (!result.success) {
        context.addIssue({
          code: 'custom',
          path: [index, 'number'],
          message: result.error.issues[0]?.message ?? seasonPassMessages.cardNumber,
        });
      }
    });
    if (passNumbersOf(cards).length === 0) {
      context.addIssue({ code: 'custom', message: seasonPassMessages.atLeastOneCard });
    }
  }),
);

/** The season pass form: what the guest types (input) and what the payload is built from (output). */
export const seasonPassFormSchema = z.object({
  cards: cardsRule,
  firstName: nameRule,
  lastName: nameRule,
  phone: phoneRule({ required: true }),
  email: emailRule(),
  /** A center id; the select only offers real ones. */
  location: z.pipe(selectRule({ required: true }), centerId),
  emailNotification: checkboxRule(),
  smsNotification: checkboxRule(),
  /** The honeypot: people never see it, so only bots fill it. */
  website: z.string(),
});

export type SeasonPassFormInput = z.input<typeof seasonPassFormSchema>;
export type SeasonPassFormValues = z.output<typeof seasonPassFormSchema>;

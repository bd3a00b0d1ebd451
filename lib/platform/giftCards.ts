/*
 * The gift card balance check's rules, in a module without zod, so that the balance checker in
 * the browser reads the same lengths and messages as the server's schema (docs/rules/gift-cards.md).
 */

import { fill } from '@/lib/i18n/say';
import words from '@/messages/en/GiftCard.json';

const CARD_NUMBER_DIGITS = 16;
const PIN_DIGITS = 4;

/**
 * What the check asks, each a fixed number of digits: the number printed on the back of the card,
 * and the PIN under its scratch panel (without which anyone could read any card's balance).
 */
export const GIFT_CARD_FIELDS = {
  cardNumber: {
    digits: CARD_NUMBER_DIGITS,
    message: fill(words.cardNumberProblem, { digits: CARD_NUMBER_DIGITS }),
  },
  pin: {
    digits: PIN_DIGITS,
    message: fill(words.pinProblem, { digits: PIN_DIGITS }),
  },
} as const;

export type GiftCardField = keyof typeof GIFT_CARD_FIELDS;

/** Whether `value` is exactly the digits the field asks for. */
export const isGiftCardValue = (field: GiftCardField, value: string) =>
  new RegExp(`^\\d{${GIFT_CARD_FIELDS[field].digits}}$`).test(value);

/** The most a card can hold, in dollars: an answer above it is not a balance. */
export const MAX_GIFT_CARD_BALANCE = 100_000;

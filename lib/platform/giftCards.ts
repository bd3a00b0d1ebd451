/*
 * The gift card balance check's rules, in a module without zod, so that the balance checker in
 * the browser reads the same lengths and messages as the server's schema (docs/rules/gift-cards.md).
 */

/** The number printed on the back of a gift card. */
export const GIFT_CARD_NUMBER_LENGTH = 16;

/** The PIN under the card's scratch panel: without it, anyone could read any card's balance. */
export const GIFT_CARD_PIN_LENGTH = 4;

export const GIFT_CARD_MESSAGES = {
  cardNumber: `Gift card numbers are ${GIFT_CARD_NUMBER_LENGTH} digits (0-9).`,
  pin: `Please enter the ${GIFT_CARD_PIN_LENGTH}-digit PIN from the back of the card.`,
} as const;

export const isGiftCardNumber = (value: string) =>
  new RegExp(`^\\d{${GIFT_CARD_NUMBER_LENGTH}}$`).test(value);

export const isGiftCardPin = (value: string) =>
  new RegExp(`^\\d{${GIFT_CARD_PIN_LENGTH}}$`).test(value);

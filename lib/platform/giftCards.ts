/*
 * The gift card balance check's rules, in a module without zod, so that the balance checker in
 * the browser reads the same lengths and messages as the server's schema (docs/rules/gift-cards.md).
 */

/**
 * What the check asks, each a fixed number of digits: the number printed on the back of the card,
 * and the PIN under its scratch panel (without which anyone could read any card's balance).
 */
export const GIFT_CARD_FIELDS = {
  cardNumber: { digits: 16, message: 'Gift card numbers are 16 digits (0-9).' },
  pin: { digits: 4, message: 'Please enter the 4-digit PIN from the back of the card.' },
} as const;

export type GiftCardField = keyof typeof GIFT_CARD_FIELDS;

/** Whether `value` is exactly the digits the field asks for. */
export const isGiftCardValue = (field: GiftCardField, value: string) =>
  new RegExp(`^\\d{${GIFT_CARD_FIELDS[field].digits}}$`).test(value);

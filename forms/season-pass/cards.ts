import { z } from 'zod/mini';
import {
  MAX_PASSES_PER_REGISTRATION,
  PASS_NUMBER_LENGTH,
  passNumber,
} from '@/lib/platform/schemas';
import { seasonPassMessages } from '../messages';

/** The card entry area's rules (spec section 5, "Season pass"). */

export const MAX_CARDS = MAX_PASSES_PER_REGISTRATION;
export const CARD_NUMBER_LENGTH = PASS_NUMBER_LENGTH;

export interface CardEntry {
  number: string;
}

/**
 * The input mask: digits only, at most 11. Applied to whatever arrives (typing, pasting
 * '1234 5678 901', autofill), so it also replaces a `maxLength`, which would cut a pasted number
 * with spaces before its separators were dropped.
 */
export function maskCardNumber(input: string): string {
  return input.replace(/\D/g, '').slice(0, CARD_NUMBER_LENGTH);
}

export function canAddCard(count: number): boolean {
  return count < MAX_CARDS;
}

/** 'Limit of 10 cards on one registration form: (n/10)', n the number of cards on the form. */
export function cardLimitMessage(count: number): string {
  return seasonPassMessages.cardLimit(count);
}

/** The list after the guest removes one card; removing the only card left clears the list. */
export function removeCard<Card>(cards: readonly Card[], index: number): Card[] {
  if (cards.length <= 1) return [];
  return cards.filter((_, position) => position !== index);
}

/** The numbers to register: filled cards only (an empty input is no card), each number once. */
export function passNumbersOf(cards: readonly CardEntry[]): string[] {
  return [...new Set(cards.map((card) => card.number.trim()).filter(Boolean))];
}

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

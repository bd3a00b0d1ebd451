import { digitsOnly } from '@/lib/format';
import { MAX_PASSES_PER_REGISTRATION, PASS_NUMBER_LENGTH } from '@/lib/platform/limits';
import { seasonPassMessages } from './messages';

/** The card entry area's rules (docs/rules/validation.md#season-pass). */

export const MAX_CARDS = MAX_PASSES_PER_REGISTRATION;
export const CARD_NUMBER_LENGTH = PASS_NUMBER_LENGTH;

export interface CardEntry {
  number: string;
}

/** The input mask: digits only, at most 11, whatever arrives (typing, pasting, autofill). */
export const maskCardNumber = (input: string) => digitsOnly(input, CARD_NUMBER_LENGTH);

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

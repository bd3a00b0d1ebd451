import { fill } from '@/lib/i18n/say';
import words from '@/messages/en/Platform.json';

/*
 * The season pass limits, in a module of their own so that texts and input masks need no zod.
 */

/** The most season passes one registration may carry. */
export const MAX_PASSES_PER_REGISTRATION = 10;

/** A season pass number has this many digits. */
export const PASS_NUMBER_LENGTH = 11;

/** 'Limit of 10 cards on one registration form: (n/10)', n the number of cards sent or shown. */
export const cardLimitMessage = (count: number) =>
  fill(words.cardLimit, { max: MAX_PASSES_PER_REGISTRATION, count });

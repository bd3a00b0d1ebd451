/*
 * The season pass limits, in a module of their own so that texts and input masks need no zod.
 */

/** The most season passes one registration may carry. */
export const MAX_PASSES_PER_REGISTRATION = 10;

/** A season pass number has this many digits. */
export const PASS_NUMBER_LENGTH = 11;

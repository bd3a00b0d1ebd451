/*
 * Kept apart from the schemas (no zod here), so a form can say the message without loading its
 * rules.
 */

/**
 * The symbols a textarea refuses, as its hint says (docs/rules/validation.md#textarea): markup and
 * code characters. Letters of any language, digits, spaces and everyday punctuation
 * (. , ! ? ' " - ( ) : ; & @ $ %) are kept, so that a guest can write a normal sentence.
 */
const SPECIAL_CHARACTERS = /[<>{}[\]\\|^~`*=+_#]/gu;

/** The refused symbols a text holds, each once, in the order they first appear. */
export function specialCharactersIn(text: string): string[] {
  return [...new Set(text.match(SPECIAL_CHARACTERS))];
}

/** What a text holding refused symbols says; `found` lists them. */
export const specialCharactersMessage = (found: readonly string[]) =>
  `Please remove ${found.join(' ')}: letters, numbers, everyday punctuation and / only`;

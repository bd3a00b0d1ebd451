import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import words from '@/messages/en/Platform.json';
import { fill } from '@/lib/i18n/say';
import { hasLineBreak, ONE_LINE_MESSAGE } from './oneLine';

/**
 * The field rules the platform's requests share with the forms that fill them. Kept apart from
 * the request schemas (schemas.ts), so a form that checks a name or a phone number in the browser
 * carries these few rules and not every call's schema.
 */

// Classic zod sets its English messages ('Too big: expected string to have <=50 characters') on
// its first schema; zod/mini leaves that to the app. Same rule: only when no locale is set yet.
if (!z.config().localeError) z.config(en());

/** The check of every field that is not a textarea: no line break. */
export const onOneLine = z.refine<string>((text) => !hasLineBreak(text), ONE_LINE_MESSAGE);

/**
 * Names and other free text: trimmed, on one line, and starting with a letter or digit
 * (docs/rules/validation.md#text-and-select).
 */
export const personName = z.string().check(
  z.trim(),
  // An empty name is told once, not again for not starting with a letter.
  z.minLength(1, { error: 'This field is required', abort: true }),
  z.maxLength(50),
  onOneLine,
  z.regex(/^[\p{L}\d]/u, 'This field is required'),
);

/**
 * The symbols a textarea refuses, as its hint says (docs/rules/validation.md#textarea): markup and
 * code characters. Letters of any language, digits, spaces and everyday punctuation
 * (. , ! ? ' " - ( ) : ; & @ $ %) are kept, so that a guest can write a normal sentence.
 */
const SPECIAL_CHARACTERS = /[<>{}[\]\\|^~`*=+_#]/gu;

/** The refused symbols a text holds, each once, in the order they first appear. */
function specialCharactersIn(text: string): string[] {
  return [...new Set(text.match(SPECIAL_CHARACTERS))];
}

/**
 * What a textarea holding refused symbols says, `found` listing them
 * (docs/rules/validation.md#textarea; the message itself is not in docs/rules/messages.md).
 */
const specialCharactersMessage = (found: readonly string[]) =>
  fill(words.refusedSymbols, { symbols: found.join(' ') });

/** The textarea rule's check: none of the symbols its hint refuses, each named in the message. */
export const withoutRefusedSymbols = z.superRefine((text: string, context) => {
  const found = specialCharactersIn(text);
  if (found.length > 0) {
    context.addIssue({ code: 'custom', message: specialCharactersMessage(found), input: text });
  }
});

/** A textarea's text as the platform takes it: 1 to 256 characters, none of the refused symbols. */
export const freeText = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'This field is required', abort: true }),
    z.maxLength(256),
    withoutRefusedSymbols,
  );

/** US 10-digit phone number; area code and exchange start with 1 to 9. Digits only. */
export const phoneDigits = z
  .string()
  .check(z.regex(/^[1-9]\d{2}[1-9]\d{6}$/, 'Please use a valid phone number (i.e. XXX-XXX-XXXX)'));

export const emailAddress = z.pipe(
  z.string().check(z.trim(), z.maxLength(254), onOneLine),
  z.email('Please enter a valid email address'),
);

export const centerId = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,40}$/, 'Unknown location'));

export const passNumber = z
  .string()
  .check(z.regex(/^\d{11}$/, 'Card numbers must be 11 digits and may only contain numbers 0-9.'));

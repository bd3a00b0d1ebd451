import words from '@/messages/en/Platform.json';

/*
 * The one-line rule, in a module of its own so that the forms' messages, which every form loads
 * at once, need no zod.
 */

/** What a single-line field holding a line break says (docs/rules/validation.md#one-line). */
export const ONE_LINE_MESSAGE = words.oneLine;

/**
 * Whether a text holds a carriage return or line feed, which in a field that is not a textarea
 * would start a new header in a mail or a new line in the venue's lists
 * (docs/rules/validation.md#one-line).
 */
export const hasLineBreak = (text: string) => /[\r\n]/.test(text);

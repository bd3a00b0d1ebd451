import { z } from 'zod/mini';
import { hasLineBreak } from '@/lib/platform/oneLine';
import {
  emailAddress,
  onOneLine,
  personName,
  phoneDigits,
  withoutRefusedSymbols,
} from '@/lib/platform/fields';
import { addIssue } from './issues';
import { fieldMessages } from './messages';

/**
 * The field rules of the guest and lead forms (docs/rules/validation.md#field-rules), as zod
 * schemas a form's schema is built from. They build on the platform's request schemas
 * (lib/platform/schemas.ts), so what a form lets through is what the route handler accepts, and
 * they carry the documented messages (docs/rules/messages.md#form-fields).
 */

export interface FieldRuleOptions {
  /** Required (and visible). An optional field is still checked once the guest fills it. */
  required?: boolean;
}

/**
 * "Starts with a letter or digit", decided by the platform's name schema on the first character so
 * the rule lives in one place.
 */
export function startsWithLetterOrDigit(value: string): boolean {
  return personName.safeParse(value.slice(0, 1)).success;
}

/** First and last names: exactly the platform's rule (required, starts with a letter or digit). */
export const nameRule = personName;

/** Any text a guest types: if required or non-empty, it must start with a letter or digit. */
function typedText({ required = false }: FieldRuleOptions) {
  return z.string().check(
    z.trim(),
    z.superRefine((value, context) => {
      if (value === '' ? required : !startsWithLetterOrDigit(value)) {
        context.addIssue({ code: 'custom', message: fieldMessages.required });
      }
    }),
  );
}

/**
 * Text and select values: on one line (docs/rules/validation.md#one-line), and if required or
 * non-empty, starting with a letter or digit.
 */
export function textRule({ required = false }: FieldRuleOptions = {}) {
  return typedText({ required }).check(onOneLine);
}

/** A textarea's text: its lines kept, without the symbols its hint forbids. */
export function textareaRule({ required = false }: FieldRuleOptions = {}) {
  return typedText({ required }).check(withoutRefusedSymbols);
}

/**
 * A select submits its option's value; the same rule as text
 * (docs/rules/validation.md#text-and-select).
 */
export const selectRule = textRule;

/** What people type around the digits of a phone number: spaces, brackets, dashes, dots, '+'. */
const PHONE_PUNCTUATION = /^[\d\s().+-]*$/;

/**
 * The ten digits of a US phone number as typed ('(480) 555-0142', '480.555.0142', '+1 480 555 0142'),
 * or null when the text holds anything but digits and phone punctuation. A leading country code 1
 * is dropped. The digits are not checked here: `phoneRule` does that.
 */
export function phoneToDigits(value: string): string | null {
  if (!PHONE_PUNCTUATION.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/**
 * A US 10-digit phone number whose area code and exchange start with 1 to 9, checked when required
 * or non-empty. Formatted input is accepted; the output is digits only ('' when empty and optional).
 */
export function phoneRule({ required = false }: FieldRuleOptions = {}) {
  return z.pipe(
    z.string().check(z.trim()),
    z.transform((value: string, context) => {
      if (value === '') {
        if (required) addIssue(context, { code: 'custom', message: fieldMessages.required });
        return '';
      }
      if (hasLineBreak(value)) {
        addIssue(context, { code: 'custom', message: fieldMessages.oneLine });
        return z.NEVER;
      }
      const digits = phoneToDigits(value);
      if (digits === null || !phoneDigits.safeParse(digits).success) {
        addIssue(context, { code: 'custom', message: fieldMessages.phone });
        return z.NEVER;
      }
      return digits;
    }),
  );
}

/** Email: always required to match the standard address pattern (the platform's own schema). */
export function emailRule() {
  return z.string().check(
    z.trim(),
    z.superRefine((value, context) => {
      if (value === '') {
        context.addIssue({ code: 'custom', message: fieldMessages.required });
        return;
      }
      const result = emailAddress.safeParse(value);
      if (!result.success) {
        context.addIssue({
          code: 'custom',
          message: result.error.issues[0]?.message ?? fieldMessages.email,
        });
      }
    }),
  );
}

/** A checkbox: a required one must be checked; an optional one is any boolean. */
export function checkboxRule({ required = false }: FieldRuleOptions = {}) {
  return z
    .boolean()
    .check(z.refine((checked) => checked || !required, { message: fieldMessages.required }));
}

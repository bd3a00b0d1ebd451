import { ONE_LINE_MESSAGE } from '@/lib/platform/oneLine';
import type { FailureNotice } from './types';

/**
 * What every form says to guests, word for word as docs/rules/messages.md and
 * docs/rules/validation.md write them. A feature's own messages live in its folder
 * (forms/season-pass/messages.ts, forms/birthday/messages.ts); tests compare the screens against
 * these constants.
 */

/** Field rules shared by the guest and lead forms (docs/rules/validation.md#field-rules). */
export const fieldMessages = {
  required: 'This field is required',
  phone: 'Please use a valid phone number (i.e. XXX-XXX-XXXX)',
  /** Not in docs/rules/messages.md: the platform schema's own message for a malformed address. */
  email: 'Please enter a valid email address',
  /**
   * A line break in any field but a textarea (docs/rules/validation.md#one-line), in the platform
   * schemas' words, so the form and the route handler say the same.
   */
  oneLine: ONE_LINE_MESSAGE,
} as const;

/** What the form engine says besides the rule messages. */
export const engineMessages = {
  ...fieldMessages,
  /**
   * Shown above the lead form's submit button when validation fails
   * (docs/rules/validation.md#errors).
   */
  checkForm: 'Please check your form for errors.',
  /** Under every textarea (docs/rules/validation.md#textarea). */
  textareaHint: '* No special characters allowed except /',
  remaining: (count: number) => `${count} character${count === 1 ? '' : 's'} remaining`,
  /**
   * Not in docs/rules/messages.md: inputs stop at their limit, so only a pasted or scripted value
   * sees this.
   */
  tooLong: (max: number) => `Please use at most ${max} characters`,
  /**
   * Not in docs/rules/messages.md: the date input's own min stops the picker, typing can still go
   * earlier.
   */
  dateTooEarly: (earliest: string) => `Please choose ${earliest} or later`,
  /**
   * Internal forms show Sending, then the thank-you line
   * (docs/rules/messages.md#sending-and-thank-you).
   */
  sending: 'Sending',
  thankYou: 'Thank You! A member of our team will be in touch with you shortly.',
} as const;

/**
 * A failed send of an enquiry that has no failure message of its own (every enquiry form but the
 * contact form). docs/rules/states.md#enquiry-forms gives the virtual forms no failure path, but a
 * guest must never be thanked for a request that was lost: a failed call says so, keeps the form
 * as typed and offers another try (docs/decisions/0008-form-engine.md).
 */
export const sendFailure: FailureNotice = {
  message:
    "Sorry, we couldn't send your request, so our team hasn't received it yet. Please try again in a moment. If this problem persists, please contact us.",
  link: { text: 'contact us', href: '/contact-us/' },
};

import { fill } from '@/lib/i18n/say';
import { ONE_LINE_MESSAGE } from '@/lib/platform/oneLine';
import forms from '@/messages/en/Forms.json';
import type { FailureNotice } from './types';

/**
 * What every form says to guests, word for word as docs/rules/messages.md and
 * docs/rules/validation.md write them, from the message catalogue (messages/en/Forms.json; an
 * island shows them in the page's language through `useSay`). A feature's own messages live in
 * its folder (forms/season-pass/messages.ts, forms/birthday/messages.ts); tests compare the
 * screens against these constants.
 */

/** Field rules shared by the guest and lead forms (docs/rules/validation.md#field-rules). */
export const fieldMessages = {
  required: forms.required,
  phone: forms.phone,
  /** Not in docs/rules/messages.md: the platform schema's own message for a malformed address. */
  email: forms.email,
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
  checkForm: forms.checkForm,
  /** Under every textarea (docs/rules/validation.md#textarea). */
  textareaHint: forms.textareaHint,
  remaining: (count: number) =>
    fill(count === 1 ? forms.remainingOne : forms.remainingOther, { count }),
  /**
   * Not in docs/rules/messages.md: inputs stop at their limit, so only a pasted or scripted value
   * sees this.
   */
  tooLong: (max: number) => fill(forms.tooLong, { max }),
  /**
   * Not in docs/rules/messages.md: the date input's own min stops the picker, typing can still go
   * earlier.
   */
  dateTooEarly: (earliest: string) => fill(forms.dateTooEarly, { earliest }),
  /**
   * Internal forms show Sending, then the thank-you line
   * (docs/rules/messages.md#sending-and-thank-you).
   */
  sending: forms.sending,
  thankYou: forms.thankYou,
  /** The result dialogs' button. */
  close: forms.close,
  selectPlaceholder: forms.selectPlaceholder,
  requiredNote: {
    start: forms.requiredNoteStart,
    asterisk: forms.requiredNoteAsterisk,
    end: forms.requiredNoteEnd,
  },
} as const;

/**
 * A failed send of an enquiry that has no failure message of its own (every enquiry form but the
 * contact form). docs/rules/states.md#enquiry-forms gives the virtual forms no failure path, but a
 * guest must never be thanked for a request that was lost: a failed call says so, keeps the form
 * as typed and offers another try (docs/decisions/0008-form-engine.md).
 */
export const sendFailure: FailureNotice = {
  message: forms.sendFailure,
  link: { text: forms.contactUs, href: '/contact-us/' },
};

import { fieldMessages, seasonPassMessages } from '../messages';

/**
 * What the form engine says to guests. The rule messages are forms/messages.ts's; these are the
 * engine's own, word for word from the specification where it has them.
 */
export const engineMessages = {
  ...fieldMessages,
  /** Spec section 5, shown above the lead form's submit button when validation fails. */
  checkForm: 'Please check your form for errors.',
  /** Spec section 5, under every textarea. */
  textareaHint: '* No special characters allowed except /',
  remaining: (count: number) => `${count} character${count === 1 ? '' : 's'} remaining`,
  /** Not in the spec: inputs stop at their limit, so only a pasted or scripted value sees this. */
  tooLong: (max: number) => `Please use at most ${max} characters`,
  /** Not in the spec: the date input's own min stops the picker, typing can still go earlier. */
  dateTooEarly: (earliest: string) => `Please choose ${earliest} or later`,
  /** Spec sections 2 and 8: internal forms show Sending, then the thank-you line. */
  sending: seasonPassMessages.sending,
  thankYou: seasonPassMessages.thankYou,
} as const;

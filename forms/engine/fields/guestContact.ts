import texts from '@/messages/en/FormTexts.json';
import type { Say } from '@/lib/i18n/say';
import type { TextFieldProps } from './TextField';

type GuestContactInput = 'firstName' | 'lastName' | 'email' | 'phone';

/**
 * How a form built by hand asks for the guest's name, email and phone (their rules are in
 * ../rules.ts): the season pass and the birthday booking share labels, autofill and limits.
 */
export const GUEST_CONTACT_INPUTS = {
  firstName: {
    label: texts.guestFirstName,
    required: true,
    autoComplete: 'given-name',
    maxLength: 50,
  },
  lastName: {
    label: texts.guestLastName,
    required: true,
    autoComplete: 'family-name',
    maxLength: 50,
  },
  email: {
    label: texts.email,
    type: 'email',
    required: true,
    autoComplete: 'email',
    maxLength: 254,
  },
  phone: {
    label: texts.guestPhone,
    type: 'tel',
    required: true,
    autoComplete: 'tel-national',
    maxLength: 20,
    hint: texts.phoneHint,
  },
} as const satisfies Record<GuestContactInput, Omit<TextFieldProps, 'id'>>;

/** One of the inputs as the page shows it: its label and hint in the page's language. */
export function guestContactInput(name: GuestContactInput, say: Say) {
  const input = GUEST_CONTACT_INPUTS[name];
  return { ...input, label: say(input.label), ...('hint' in input && { hint: say(input.hint) }) };
}

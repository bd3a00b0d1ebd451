import type { TextFieldProps } from './TextField';

type GuestContactInput = 'firstName' | 'lastName' | 'email' | 'phone';

/**
 * How a form built by hand asks for the guest's name, email and phone (their rules are in
 * ../rules.ts): the season pass and the birthday booking share labels, autofill and limits.
 */
export const GUEST_CONTACT_INPUTS = {
  firstName: { label: 'First name', required: true, autoComplete: 'given-name', maxLength: 50 },
  lastName: { label: 'Last name', required: true, autoComplete: 'family-name', maxLength: 50 },
  email: { label: 'Email', type: 'email', required: true, autoComplete: 'email', maxLength: 254 },
  phone: {
    label: 'Phone',
    type: 'tel',
    required: true,
    autoComplete: 'tel-national',
    maxLength: 20,
    hint: '10 digits, e.g. 480-555-0142',
  },
} as const satisfies Record<GuestContactInput, Omit<TextFieldProps, 'id'>>;

import { engineMessages } from '../engine/messages';
import type { FailureNotice, FormEntry } from '../engine/types';
import { contactFields } from './definition';
import { submitContact } from './submission';

/** Spec section 8, lead form failure; 'contact us' links to /contact-us/. */
export const contactFailure: FailureNotice = {
  message:
    'Whoops! Looks like something went wrong, please refresh and try again. If this problem persists, please contact us.',
  link: { text: 'contact us', href: '/contact-us/' },
};

export const contactForm: FormEntry = {
  fields: ({ locationGroups }) => contactFields(locationGroups),
  submit: submitContact,
  submitLabel: 'Send',
  thankYou: engineMessages.thankYou,
  failure: contactFailure,
  showCheckFormNotice: true,
};

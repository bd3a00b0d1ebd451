import texts from '@/messages/en/FormTexts.json';
import { platformRoutes } from '@/lib/platform/routes';
import { engineMessages, sendFailure } from '@/forms/engine/messages';
import type { FailureNotice, FormEntry } from '@/forms/engine/types';
import { contactFields } from './definition';
import { submitContact } from './submission';

/** The lead form's failure (docs/rules/messages.md); 'contact us' links to /contact-us/. */
export const contactFailure: FailureNotice = {
  message: platformRoutes.createLead.failureMessage,
  link: sendFailure.link,
};

export const contactForm: FormEntry = {
  fields: ({ locationGroups }) => contactFields(locationGroups),
  submit: submitContact,
  submitLabel: texts.send,
  thankYou: engineMessages.thankYou,
  failure: contactFailure,
  showCheckFormNotice: true,
};

import { formModel, sendToFor } from '@/forms/enquiries/mail';
import type { FormValues } from '@/forms/engine/fields';
import { withHoneypot, type SubmitContext } from '@/forms/engine/types';
import { platformClient } from '@/lib/platform/client';
import type { MailSend } from '@/lib/platform/schemas';
import { NO_PREFERENCE, SHOWCASE_LOCATION, showcaseDefinition } from './definition';

export const SHOWCASE_TABLE = 'Showcase';

/** The mail of a showcase enquiry: to the preferred center; 'No Preference' counts as none. */
export function buildShowcaseMail(values: FormValues, sendKey?: string): MailSend {
  const location = values[SHOWCASE_LOCATION];
  return {
    table: SHOWCASE_TABLE,
    sendTo: sendToFor(location === NO_PREFERENCE ? undefined : location, sendKey),
    fields: formModel(showcaseDefinition, values),
  };
}

export function submitShowcase(values: FormValues, { sendKey, honeypot }: SubmitContext) {
  return platformClient.sendMail(withHoneypot(buildShowcaseMail(values, sendKey), honeypot));
}

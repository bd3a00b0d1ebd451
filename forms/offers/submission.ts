import { formModel, sendToFor } from '@/forms/enquiries/mail';
import type { FormValues } from '@/forms/engine/fields';
import { withHoneypot, type SubmitContext } from '@/forms/engine/types';
import { platformClient } from '@/lib/platform/client';
import type { MailSend } from '@/lib/platform/schemas';
import { OFFERS_LOCATION, offersDefinition } from './definition';

export const OFFERS_TABLE = 'Offers Sign Up';

/** The mail of an offers sign-up: to the chosen center by title, whose offers the guest wants. */
export function buildOffersMail(values: FormValues, sendKey?: string): MailSend {
  return {
    table: OFFERS_TABLE,
    sendTo: sendToFor(values[OFFERS_LOCATION], sendKey),
    fields: formModel(offersDefinition, values),
  };
}

export function submitOffers(values: FormValues, { sendKey, honeypot }: SubmitContext) {
  return platformClient.sendMail(withHoneypot(buildOffersMail(values, sendKey), honeypot));
}

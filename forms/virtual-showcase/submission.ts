import { platformClient } from '@/lib/platform/client';
import type { MailSend } from '@/lib/platform/schemas';
import { formModel, sendToFor } from '../enquiries/mail';
import type { FormValues } from '../engine/fields';
import { withHoneypot, type SubmitContext } from '../engine/types';
import { virtualShowcaseDefinition } from './definition';

export const VIRTUAL_SHOWCASE_TABLE = 'Virtual Showcase';

/**
 * The mail (spec section 7): table 'Virtual Showcase', to the block's send key or else 'virtual'
 * (the form has no location), with the whole form model.
 */
export function buildVirtualShowcaseMail(values: FormValues, sendKey?: string): MailSend {
  return {
    table: VIRTUAL_SHOWCASE_TABLE,
    sendTo: sendToFor(undefined, sendKey),
    fields: formModel(virtualShowcaseDefinition, values),
  };
}

export function submitVirtualShowcase(values: FormValues, { sendKey, honeypot }: SubmitContext) {
  return platformClient.sendMail(withHoneypot(buildVirtualShowcaseMail(values, sendKey), honeypot));
}

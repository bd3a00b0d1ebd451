import { toUsDate } from '@/lib/dates';
import { formModel, sendToFor } from '@/forms/enquiries/mail';
import type { FormValues } from '@/forms/engine/fields';
import { withHoneypot, type SubmitContext } from '@/forms/engine/types';
import { platformClient } from '@/lib/platform/client';
import type { MailSend } from '@/lib/platform/schemas';
import { GROUP_EVENT_FIELDS, groupEventDefinition } from './definition';

export const GROUP_EVENT_TABLE = 'Group Event';

/** The mail of a group-event enquiry: to the chosen center by title, the date as MM/DD/YYYY. */
export function buildGroupEventMail(values: FormValues, sendKey?: string): MailSend {
  return {
    table: GROUP_EVENT_TABLE,
    sendTo: sendToFor(values[GROUP_EVENT_FIELDS.location], sendKey),
    fields: formModel(groupEventDefinition, values, { [GROUP_EVENT_FIELDS.date]: toUsDate }),
  };
}

export function submitGroupEvent(values: FormValues, { sendKey, honeypot }: SubmitContext) {
  return platformClient.sendMail(withHoneypot(buildGroupEventMail(values, sendKey), honeypot));
}

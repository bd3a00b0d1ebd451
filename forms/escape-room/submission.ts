import { toUsDate } from '@/lib/dates';
import { formModel, sendToFor } from '@/forms/enquiries/mail';
import type { FormValues } from '@/forms/engine/fields';
import { withHoneypot, type SubmitContext } from '@/forms/engine/types';
import { platformClient } from '@/lib/platform/client';
import type { MailSend } from '@/lib/platform/schemas';
import { escapeRoomDefinition } from './definition';

export const ESCAPE_ROOM_TABLE = 'Escape Room';

/**
 * The mail of an escape-room enquiry. The form asks for no center (the ZIP code tells the team
 * where the group is), so it goes to the block's send key, else 'virtual'. The date is MM/DD/YYYY
 * like the group form's.
 */
export function buildEscapeRoomMail(values: FormValues, sendKey?: string): MailSend {
  return {
    table: ESCAPE_ROOM_TABLE,
    sendTo: sendToFor(undefined, sendKey),
    fields: formModel(escapeRoomDefinition, values, { date: toUsDate }),
  };
}

export function submitEscapeRoom(values: FormValues, { sendKey, honeypot }: SubmitContext) {
  return platformClient.sendMail(withHoneypot(buildEscapeRoomMail(values, sendKey), honeypot));
}

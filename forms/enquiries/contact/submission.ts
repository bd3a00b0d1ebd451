import { platformClient } from '@/lib/platform/client';
import type { Lead, MailSend } from '@/lib/platform/schemas';
import { toUsDate } from '@/lib/dates';
import { withHoneypot, type SubmitContext } from '@/forms/engine/types';
import type { FormValues } from '@/forms/engine/values';
import { enquiryMail } from '../mail';
import { CONTACT_FIELDS as F, PLAY_ACADEMY_EXPERIENCE, contactDefinition } from './definition';

/**
 * Where a contact enquiry goes (docs/rules/platform-calls.md#mail-send): no booking or the Play
 * Academy experience → mail-send; any other booking → leadGen with the lead payload
 * (docs/rules/content-and-data.md#lead-payload).
 */

export const CONTACT_TABLE = 'Web Booking';
export const LEAD_SUB_TYPE = 'Play Academy';

export type ContactCall = { call: 'mailSend'; mail: MailSend } | { call: 'leadGen'; lead: Lead };

function text(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

export function goesByMail(booking: string): boolean {
  return booking === '' || booking === PLAY_ACADEMY_EXPERIENCE;
}

/** The lead payload; the form's rules made the phone digits and the date a real day. */
export function buildContactLead(values: FormValues): Lead {
  const booking = text(values, F.booking);
  return {
    centerId: text(values, F.location),
    leadName: `${text(values, F.lastName)} - ${booking}`,
    eventType: booking,
    contact: {
      firstName: text(values, F.firstName),
      lastName: text(values, F.lastName),
      mobile: text(values, F.phone),
      email: text(values, F.email),
      smsOptIn: values[F.smsOptIn] === true,
      emailOptIn: values[F.emailOptIn] === true,
    },
    eventDate: toUsDate(text(values, F.date)),
    eventTime: text(values, F.time),
    description: text(values, F.info),
    leadNote: { acceptTerms: values[F.terms] === true },
    eventSubType: LEAD_SUB_TYPE,
    company: text(values, F.company),
  };
}

/**
 * The mail: to the block's send key, else the chosen center, else 'virtual', with the whole form
 * model (the date as MM/DD/YYYY, the way the venues read it).
 */
export const buildContactMail = enquiryMail({
  table: CONTACT_TABLE,
  definition: contactDefinition,
  center: (values) => values[F.location],
});

export function contactCall(values: FormValues, sendKey?: string): ContactCall {
  return goesByMail(text(values, F.booking))
    ? { call: 'mailSend', mail: buildContactMail(values, sendKey) }
    : { call: 'leadGen', lead: buildContactLead(values) };
}

export function submitContact(values: FormValues, { sendKey, honeypot }: SubmitContext) {
  const call = contactCall(values, sendKey);
  return call.call === 'mailSend'
    ? platformClient.sendMail(withHoneypot(call.mail, honeypot))
    : platformClient.createLead(withHoneypot(call.lead, honeypot));
}

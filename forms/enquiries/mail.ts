import type { FormDefinition } from '@/forms/engine/definition';
import { engineMessages, sendFailure } from '@/forms/engine/messages';
import { withHoneypot, type FormEntry } from '@/forms/engine/types';
import type { FieldValue, FormRuleOptions } from '@/forms/engine/values';
import { toUsDate } from '@/lib/dates';
import { platformClient } from '@/lib/platform/client';
import type { MailSend } from '@/lib/platform/schemas';

/**
 * The mail-send request of the enquiry forms that go by mail (general bookings of the contact form,
 * the virtual showcase, and forms 4 to 7: docs/decisions/0009-enquiry-form-targets.md): the form's
 * name as the table, the center it is for as sendTo and the whole form model as fields.
 */

/** A form's validated values: text, select and date values as strings, checkboxes as booleans. */
type EnquiryValues = Readonly<Record<string, FieldValue | undefined>>;

/**
 * Where enquiries with neither a send key nor a center go
 * (docs/rules/platform-calls.md#mail-send).
 */
export const NO_CENTER_SEND_TO = 'virtual';

/**
 * sendTo as docs/rules/platform-calls.md#mail-send orders it: the send key, else the chosen
 * center, else 'virtual'.
 */
export function sendToFor(location: FieldValue | undefined, sendKey?: string): string {
  const key = sendKey?.trim();
  if (key) return key;
  return typeof location === 'string' && location.trim() !== ''
    ? location.trim()
    : NO_CENTER_SEND_TO;
}

/**
 * The whole form model in the definition's order: every field, with what the guest left empty as
 * '' or false, so the venue reads every question of the form; nothing outside the definition (a
 * honeypot, a stray key) is ever sent. Dates go as MM/DD/YYYY, the way the venues read them.
 */
export function formModel(definition: FormDefinition, values: EnquiryValues): MailSend['fields'] {
  const model: MailSend['fields'] = {};
  for (const field of definition) {
    const value = values[field.name];
    if (field.type === 'checkbox') {
      model[field.name] = value === true;
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    model[field.name] = field.type === 'date' ? toUsDate(text) : text;
  }
  return model;
}

export interface EnquiryMailOptions {
  /** The form's name in the mail, so the venue knows which form it reads. */
  table: string;
  /** The form's constant fields, mailed whole. */
  definition: FormDefinition;
  /** The center the guest chose, where the mail goes without a send key; none: 'virtual'. */
  center?: (values: EnquiryValues) => FieldValue | undefined;
}

/** Builds a form's mail-send request from its validated values and the block's send key. */
export type EnquiryMail = (values: EnquiryValues, sendKey?: string) => MailSend;

/** The mail of a form: its table, to the send key, else the chosen center, else 'virtual'. */
export function enquiryMail({ table, definition, center }: EnquiryMailOptions): EnquiryMail {
  return (values, sendKey) => ({
    table,
    sendTo: sendToFor(center?.(values), sendKey),
    fields: formModel(definition, values),
  });
}

export interface MailEnquiryOptions extends EnquiryMailOptions {
  /** The fields as the guest sees them, when options come from the page (centers) or the values. */
  fields?: FormEntry['fields'];
  rules?: FormRuleOptions;
  submitLabel: string;
}

/** A mail-send enquiry form: the catalog's entry, and the mail it sends for a set of values. */
export interface MailEnquiryForm extends FormEntry {
  mail: EnquiryMail;
}

/**
 * One mail-send enquiry form from its definition: the catalog's entry, drawn from the definition
 * (or `fields`), that mails the whole form model. A failed call rejects, so the engine keeps the
 * form as typed and shows the send failure; a sent one shows the thank-you.
 */
export function mailEnquiryForm({
  fields,
  rules,
  submitLabel,
  ...mailOptions
}: MailEnquiryOptions): MailEnquiryForm {
  const mail = enquiryMail(mailOptions);
  return {
    fields: fields ?? (() => mailOptions.definition),
    rules,
    submit: (values, { sendKey, honeypot }) =>
      platformClient.sendMail(withHoneypot(mail(values, sendKey), honeypot)),
    submitLabel,
    thankYou: engineMessages.thankYou,
    failure: sendFailure,
    mail,
  };
}

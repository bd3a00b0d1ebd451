import type { FormDefinition } from '@/forms/definition';
import type { MailSend } from '@/lib/platform/schemas';

/**
 * The mail-send request of the enquiry forms that go by mail (general bookings of the contact form,
 * the virtual showcase, and forms 4 to 7: docs/decisions/0009-enquiry-form-targets.md): the form's
 * name as the table, the center it is for as sendTo and the whole form model as fields.
 */

/** A form's validated values: text, select and date values as strings, checkboxes as booleans. */
type EnquiryValues = Readonly<Record<string, string | boolean | undefined>>;

/** Where enquiries with neither a send key nor a center go (spec section 7). */
const NO_CENTER_SEND_TO = 'virtual';

/** sendTo as spec section 7 orders it: the send key, else the chosen center, else 'virtual'. */
export function sendToFor(location: string | boolean | undefined, sendKey?: string): string {
  const key = sendKey?.trim();
  if (key) return key;
  return typeof location === 'string' && location.trim() !== ''
    ? location.trim()
    : NO_CENTER_SEND_TO;
}

/**
 * The whole form model in the definition's order: every field, with what the guest left empty as
 * '' or false, so the venue reads every question of the form; nothing outside the definition (a
 * honeypot, a stray key) is ever mailed. `format` rewrites one field's value, e.g. a date.
 */
export function formModel(
  definition: FormDefinition,
  values: EnquiryValues,
  format: Readonly<Record<string, (value: string) => string>> = {},
): MailSend['fields'] {
  const model: MailSend['fields'] = {};
  for (const field of definition) {
    const value = values[field.name];
    if (field.type === 'checkbox') {
      model[field.name] = value === true;
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    model[field.name] = format[field.name]?.(text) ?? text;
  }
  return model;
}

import type { FieldDefinition, FieldType } from '@/forms/engine/definition';
import texts from '@/messages/en/FormTexts.json';

/**
 * The fields the enquiry forms ask alike, imported as `common` (`common.email()`). Each form keeps
 * its own submitted names (docs/rules/content-and-data.md#enquiry-form-definitions) and may ask a
 * field its own way, so a field is its common shape with the form's changes:
 * `common.phone({ name: 'phone', required: true })`.
 */

type FieldChanges = Partial<FieldDefinition>;

function commonField(shape: FieldDefinition) {
  return (changes: FieldChanges = {}): FieldDefinition => ({ ...shape, ...changes });
}

/** A field submitted under its English label, as most enquiry fields are. */
function labelled(type: FieldType, label: string, shape: FieldChanges = {}) {
  return commonField({ name: label, label, type, ...shape });
}

/** A box the guest ticks, on its own row. */
function tickBox(name: string, label: string, shape: FieldChanges = {}) {
  return commonField({ name, label, type: 'checkbox', width: 'full', ...shape });
}

/** The guest's name: required, autofilled, at most 50 characters. */
function guestName(name: string, autoComplete: string) {
  return labelled('text', name, { required: true, autoComplete, maxLength: 50 });
}

export const firstName = guestName(texts.firstName, 'given-name');
export const lastName = guestName(texts.lastName, 'family-name');
export const email = labelled('email', texts.email, { required: true });
/** Optional unless the form requires it. */
export const phone = labelled('tel', texts.phoneNumber);
export const company = labelled('text', texts.company, { autoComplete: 'organization' });
/** A center select; its options (the centers) are added where the form is drawn. */
export const location = labelled('select', texts.location, {
  placeholder: texts.selectALocation,
  options: [],
});
export const additionalInfo = labelled('textarea', texts.additionalInfo, {
  required: true,
  width: 'full',
});
export const emailOptIn = tickBox('emailOptIn', texts.emailOptIn);
export const smsOptIn = tickBox('smsOptIn', texts.smsOptIn, { hint: texts.smsRates });
/** Required wherever a form asks for it: an optional acceptance means nothing. */
export const terms = tickBox('Accept Terms', texts.terms, { required: true });

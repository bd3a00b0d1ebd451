import type { FieldDefinition, FieldType } from '@/forms/engine/definition';

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

/** A field labelled with its name, as most enquiry fields are. */
function labelled(type: FieldType, name: string, shape: FieldChanges = {}) {
  return commonField({ name, label: name, type, ...shape });
}

/** A box the guest ticks, on its own row. */
function tickBox(name: string, label: string, shape: FieldChanges = {}) {
  return commonField({ name, label, type: 'checkbox', width: 'full', ...shape });
}

/** The guest's name: required, autofilled, at most 50 characters. */
function guestName(name: string, autoComplete: string) {
  return labelled('text', name, { required: true, autoComplete, maxLength: 50 });
}

export const firstName = guestName('First Name', 'given-name');
export const lastName = guestName('Last Name', 'family-name');
export const email = labelled('email', 'Email', { required: true });
/** Optional unless the form requires it. */
export const phone = labelled('tel', 'Phone Number');
export const company = labelled('text', 'Company', { autoComplete: 'organization' });
/** A center select; its options (the centers) are added where the form is drawn. */
export const location = labelled('select', 'Location', {
  placeholder: 'Select a location',
  options: [],
});
export const additionalInfo = labelled('textarea', 'Additional Info', {
  required: true,
  width: 'full',
});
export const emailOptIn = tickBox('emailOptIn', 'Email me news and offers');
export const smsOptIn = tickBox('smsOptIn', 'Text me news and offers', {
  hint: 'Message and data rates may apply.',
});
/** Required wherever a form asks for it: an optional acceptance means nothing. */
export const terms = tickBox('Accept Terms', 'I agree to the Terms of Use and the Privacy Policy', {
  required: true,
});

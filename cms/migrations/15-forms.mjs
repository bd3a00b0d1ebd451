import { FORM_IDS } from '../enumerations.mjs';
import * as field from '../fields.mjs';

/**
 * The content types of content/forms.json.
 * @param {import('contentful-migration').default} migration
 */
export default function formsModel(migration) {
  const enquiryForm = migration
    .createContentType('enquiryForm')
    .name('Enquiry form')
    .description(
      "One of the site's enquiry forms with a heading and intro beside it. The form decides the fields and where the enquiry goes (docs/decisions/0008-form-engine.md).",
    )
    .displayField('heading');
  field.heading(enquiryForm, { required: true, max: 80 });
  field.richText(enquiryForm, 'intro', 'Intro', {
    validations: [{ enabledNodeTypes: ['unordered-list', 'ordered-list', 'hyperlink'] }],
  });
  field.shortText(enquiryForm, 'form', 'Form', {
    required: true,
    oneOf: FORM_IDS,
  });
  field.shortText(enquiryForm, 'sendKey', 'Send key', { max: 120 });
  field.shortText(enquiryForm, 'thankYouMessage', 'Thank-you message', { max: 200 });
  enquiryForm.changeFieldControl('intro', 'builtin', 'richTextEditor');

  const centerContacts = migration
    .createContentType('centerContacts')
    .name('Center contacts')
    .description(
      'How to reach a center directly, beside a contact form: a center picker showing the chosen center’s phone, address and page, and the guest services email.',
    )
    .displayField('heading');
  field.heading(centerContacts, { required: true, max: 80 });
  field.intro(centerContacts, { max: 300 });
  field.shortText(centerContacts, 'email', 'Guest services email', {
    required: true,
    pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
  });
}

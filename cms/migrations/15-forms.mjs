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
  enquiryForm
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 80 } }]);
  enquiryForm
    .createField('intro')
    .name('Intro')
    .type('RichText')
    .validations([{ enabledNodeTypes: ['unordered-list', 'ordered-list', 'hyperlink'] }]);
  enquiryForm
    .createField('form')
    .name('Form')
    .type('Symbol')
    .required(true)
    .validations([
      {
        in: [
          'contact',
          'virtualExperience',
          'virtualShowcase',
          'groupEvent',
          'escapeRoom',
          'showcase',
          'offers',
          'jobApplication',
        ],
      },
    ]);
  enquiryForm
    .createField('sendKey')
    .name('Send key')
    .type('Symbol')
    .validations([{ size: { max: 120 } }]);
  enquiryForm
    .createField('thankYouMessage')
    .name('Thank-you message')
    .type('Symbol')
    .validations([{ size: { max: 200 } }]);
  enquiryForm.changeFieldControl('intro', 'builtin', 'richTextEditor');
}

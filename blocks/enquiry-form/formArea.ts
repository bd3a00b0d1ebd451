/** The area around an enquiry form; using anything inside it hydrates the form. */
export const ENQUIRY_FORM_AREA = 'enquiry-form';

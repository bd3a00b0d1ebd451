import * as field from '../fields.mjs';

/**
 * The content types of content/enquiry-pages.json.
 * @param {import('contentful-migration').default} migration
 */
export default function enquiryPagesModel(migration) {
  const tourTravelForm = migration
    .createContentType('tourTravelForm')
    .name('Tour and travel form')
    .description(
      "An external tour and travel form shown in a frame, with a heading, an intro, a link that opens the form in a new tab and the phone number of the group desk. Where the form cannot load, a panel with the form's address and the phone number takes its place. The form's host must be allowed by the site's frame-src policy.",
    )
    .displayField('heading');
  field.heading(tourTravelForm, { required: true, max: 80 });
  field.intro(tourTravelForm, { max: 600 });
  field.shortText(tourTravelForm, 'formUrl', 'Form URL', {
    required: true,
    validations: [
      {
        regexp: { pattern: '^https://[^\\s/@\\\\]+(/[^\\s\\\\]*)?$', flags: null },
        message: 'An https address of the form, e.g. https://form.jotform.com/123',
      },
    ],
  });
  field.integer(tourTravelForm, 'height', 'Height (px)', {
    min: 300,
    max: 4000,
    defaultValue: { 'en-US': 900 },
  });
  field.shortText(tourTravelForm, 'title', 'Frame title (read by screen readers)', { max: 120 });
  field.shortText(tourTravelForm, 'phone', 'Phone for guests the form cannot reach', {
    required: true,
    validations: [
      {
        regexp: { pattern: '^\\(\\d{3}\\) \\d{3}-\\d{4}$', flags: null },
        message: 'A US phone number written like (800) 555-0199',
      },
    ],
  });
  field.helpTexts(tourTravelForm, {
    formUrl: { editor: 'urlEditor', text: 'The https address of the external form.' },
    height: "The frame's height in pixels, 300–4000; 900 by default.",
    title: "The frame's name for screen readers; the heading when empty.",
    phone: 'A US phone number written like (800) 555-0199.',
  });

  const offer = migration
    .createContentType('offer')
    .name('Offer')
    .description(
      "One deal on the deals page: its name, the price or saving ('$49.99', 'Save $8', '50% off'), the days it runs, its conditions and a button to where it is booked or used. All five are required, so no card promises more than the center gives; an optional last day hides it after that day.",
    )
    .displayField('title');
  field.title(offer, { required: true, max: 60 });
  field.shortText(offer, 'deal', 'Price or saving', { required: true, max: 30 });
  field.shortText(offer, 'days', 'Days and times', { required: true, max: 80 });
  field.longText(offer, 'conditions', 'Conditions', { required: true, max: 300 });
  field.reference(offer, 'cta', 'Button', ['navigationLink'], { required: true });
  field.date(offer, 'lastDay', 'Last day');
  field.helpTexts(offer, {
    deal: "The price or saving: '$49.99', 'Save $8', '50% off'.",
    days: 'When it runs.',
    conditions: 'At most 300 characters.',
    cta: 'Where the guest books or uses the deal.',
    lastDay:
      'The last day the deal runs (on the site’s clock); the card is hidden from the next day.',
  });

  const offerCards = migration
    .createContentType('offerCards')
    .name('Offer cards')
    .description(
      'The offers on sale now as cards (1 to 8), under a heading and an optional intro; placed above the offers sign-up.',
    )
    .displayField('heading');
  field.heading(offerCards, { required: true, max: 100 });
  field.intro(offerCards, { max: 300 });
  field.references(offerCards, 'offers', 'Offers', ['offer'], { required: true, min: 1, max: 8 });
  field.helpTexts(offerCards, { offers: 'One to eight; an offer missing a field is skipped.' });
}

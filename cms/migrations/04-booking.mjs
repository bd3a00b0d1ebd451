import * as field from '../fields.mjs';

/**
 * The content types of content/booking.json.
 * @param {import('contentful-migration').default} migration
 */
export default function bookingModel(migration) {
  const bookSelector = migration
    .createContentType('bookSelector')
    .name('Book selector widget')
    .description(
      'The booking widget: Birthday opens the party form (where, when, how many kids, guest of honor) and Book goes on to /book/birthday/info/; Bowling and Activities lead to /book/activities/. It shows an outline style on the home page. Its anchor is #book-a-party.',
    )
    .displayField('heading');
  field.heading(bookSelector, { required: true, max: 80 });
  field.shortText(bookSelector, 'text', 'Text', { max: 200 });
  field.helpTexts(bookSelector, {
    heading: 'At most 80 characters.',
    text: 'At most 200 characters.',
  });
}

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
  bookSelector
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 80 } }]);
  bookSelector
    .createField('text')
    .name('Text')
    .type('Symbol')
    .validations([{ size: { max: 200 } }]);
  bookSelector.changeFieldControl('heading', 'builtin', 'singleLine', {
    helpText: 'At most 80 characters.',
  });
  bookSelector.changeFieldControl('text', 'builtin', 'singleLine', {
    helpText: 'At most 200 characters.',
  });
}

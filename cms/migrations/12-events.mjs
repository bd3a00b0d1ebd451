import * as field from '../fields.mjs';
import { BOOKING_SECTIONS, EVENT_SECTIONS, SHARED_SECTIONS } from '../sections.mjs';

/**
 * The content types of content/events.json.
 * @param {import('contentful-migration').default} migration
 */
export default function eventsModel(migration) {
  const event = migration
    .createContentType('event')
    .name('Event')
    .description(
      'An event package: a card on /events/ and its own page at /events/{first event type}/{slug}/.',
    )
    .displayField('title');
  field.title(event, { required: true });
  field.longText(event, 'description', 'Description', { required: true });
  field.slug(event);
  field.image(event, 'linkImage', 'Image');
  field.references(
    event,
    'eventType',
    'Event types (the first one is its address)',
    ['eventType'],
    { required: true },
  );
  field.references(event, 'eventSubcategories', 'Subcategories', ['eventSubcategory']);
  field.references(event, 'sections', 'Sections', [
    ...SHARED_SECTIONS,
    'promoTicker',
    'seasonPassHero',
    'enquiryForm',
    'tourTravelForm',
    ...BOOKING_SECTIONS,
    ...EVENT_SECTIONS,
  ]);
  field.helpTexts(event, {
    slug: 'Lowercase words and hyphens, unique.',
    eventType: 'One or more.',
  });

  const eventSubcategory = migration
    .createContentType('eventSubcategory')
    .name('Event subcategory')
    .description('A kind of event within the categories (Team Building, Field Trips).')
    .displayField('title');
  field.title(eventSubcategory, { required: true });
  field.longText(eventSubcategory, 'description', 'Description');
  field.image(eventSubcategory, 'image', 'Image');

  const eventPackagesFilter = migration
    .createContentType('eventPackagesFilter')
    .name('Event packages filter')
    .description(
      'Every event package as a card, filtered by category and subcategory (placed on /events/).',
    )
    .displayField('heading');
  field.heading(eventPackagesFilter, { required: true });
  field.intro(eventPackagesFilter);
}

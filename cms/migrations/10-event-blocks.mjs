import * as field from '../fields.mjs';

/**
 * The content types of content/event-blocks.json.
 * @param {import('contentful-migration').default} migration
 */
export default function eventBlocksModel(migration) {
  const includedExperiences = migration
    .createContentType('includedExperiences')
    .name('Included experiences')
    .description(
      'What every event package includes: one to eight icon cards, each a content item with its image (the icon), title and excerpt.',
    )
    .displayField('heading');
  field.heading(includedExperiences, { required: true, max: 100 });
  field.intro(includedExperiences, { max: 400 });
  field.contentItems(includedExperiences, 'experiences', 'Experiences', {
    required: true,
    min: 1,
    max: 8,
  });
  field.helpTexts(includedExperiences, {
    experiences: '1–8: linkImage as the icon, title, excerpt.',
  });

  const optionalAddOns = migration
    .createContentType('optionalAddOns')
    .name('Optional add-ons')
    .description(
      "A price list of extras for an event: one to twelve content items, each with a title, an excerpt, a price (USD) and the price's unit in the tag line ('per guest'). An add-on without a price is left out. The section's anchor comes from the heading.",
    )
    .displayField('heading');
  field.heading(optionalAddOns, { required: true, max: 100 });
  field.intro(optionalAddOns, { max: 400 });
  field.contentItems(optionalAddOns, 'addOns', 'Add-ons', { required: true, min: 1, max: 12 });
  field.helpTexts(optionalAddOns, {
    heading: "Also the section's anchor, 'Optional Add-Ons' → '#optional-add-ons'.",
    addOns:
      "1–12: title, excerpt, price (USD, shown '$8.99'), tagLine as the price's unit, e.g. 'per guest'.",
  });

  const specialBanner = migration
    .createContentType('specialBanner')
    .name('Special banner')
    .description(
      "A bold full-width promotion ('Book your holiday party before December 1 and save 10%') with an optional label, text, picture and button, in the sun, grape or pink theme.",
    )
    .displayField('heading');
  field.shortText(specialBanner, 'eyebrow', 'Eyebrow', { max: 40 });
  field.heading(specialBanner, { required: true, max: 100 });
  field.longText(specialBanner, 'text', 'Text', { max: 400 });
  field.image(specialBanner, 'image', 'Image');
  field.button(specialBanner);
  field.shortText(specialBanner, 'theme', 'Theme', {
    oneOf: ['sun', 'grape', 'pink'],
    defaultValue: { 'en-US': 'grape' },
  });
  field.helpTexts(specialBanner, {
    eyebrow: "Short label, e.g. 'Limited time'.",
    theme: "'sun', 'grape', 'pink'; default 'grape'.",
  });

  const eventSubcategories = migration
    .createContentType('eventSubcategories')
    .name('Event subcategories')
    .description(
      "The subcategories of one event category as cards (image, title, description), then a 'View All {category}' button to /events/#{category slug}.",
    )
    .displayField('heading');
  field.heading(eventSubcategories, { required: true, max: 100 });
  field.intro(eventSubcategories, { max: 400 });
  field.reference(eventSubcategories, 'category', 'Category', ['eventType'], { required: true });
  field.references(eventSubcategories, 'subcategories', 'Subcategories', ['eventSubcategory'], {
    required: true,
    min: 1,
    max: 8,
  });

  const newCenterEvents = migration
    .createContentType('newCenterEvents')
    .name('New-center events')
    .description(
      'Events at a newly opened center, soonest first with a calendar date badge: one to twelve content items, each with a title, a date, an excerpt and a button. Past events are hidden; with none left the section is not shown.',
    )
    .displayField('heading');
  field.heading(newCenterEvents, { required: true, max: 100 });
  field.intro(newCenterEvents, { max: 400 });
  field.reference(newCenterEvents, 'center', 'Center', ['center']);
  field.contentItems(newCenterEvents, 'events', 'Events', { required: true, min: 1, max: 12 });
  field.helpTexts(newCenterEvents, {
    center: 'Where the events are; marked as our newest center while no open center opened later.',
    events: "1–12: title, date 'YYYY-MM-DD', excerpt, cta.",
  });
}

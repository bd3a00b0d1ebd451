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
  includedExperiences
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 100 } }]);
  includedExperiences
    .createField('intro')
    .name('Intro')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  includedExperiences
    .createField('experiences')
    .name('Experiences')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['contentItem'] }] })
    .required(true)
    .validations([{ size: { min: 1, max: 8 } }]);
  includedExperiences.changeFieldControl('experiences', 'builtin', 'entryLinksEditor', {
    helpText: '1–8: linkImage as the icon, title, excerpt.',
  });

  const optionalAddOns = migration
    .createContentType('optionalAddOns')
    .name('Optional add-ons')
    .description(
      "A price list of extras for an event: one to twelve content items, each with a title, an excerpt, a price (USD) and the price's unit in the tag line ('per guest'). An add-on without a price is left out. The section's anchor comes from the heading.",
    )
    .displayField('heading');
  optionalAddOns
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 100 } }]);
  optionalAddOns
    .createField('intro')
    .name('Intro')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  optionalAddOns
    .createField('addOns')
    .name('Add-ons')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['contentItem'] }] })
    .required(true)
    .validations([{ size: { min: 1, max: 12 } }]);
  optionalAddOns.changeFieldControl('heading', 'builtin', 'singleLine', {
    helpText: "Also the section's anchor, 'Optional Add-Ons' → '#optional-add-ons'.",
  });
  optionalAddOns.changeFieldControl('addOns', 'builtin', 'entryLinksEditor', {
    helpText:
      "1–12: title, excerpt, price (USD, shown '$8.99'), tagLine as the price's unit, e.g. 'per guest'.",
  });

  const specialBanner = migration
    .createContentType('specialBanner')
    .name('Special banner')
    .description(
      "A bold full-width promotion ('Book your holiday party before December 1 and save 10%') with an optional label, text, picture and button, in the sun, grape or pink theme.",
    )
    .displayField('heading');
  specialBanner
    .createField('eyebrow')
    .name('Eyebrow')
    .type('Symbol')
    .validations([{ size: { max: 40 } }]);
  specialBanner
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 100 } }]);
  specialBanner
    .createField('text')
    .name('Text')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  specialBanner
    .createField('image')
    .name('Image')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  specialBanner
    .createField('cta')
    .name('Button')
    .type('Link')
    .linkType('Entry')
    .validations([{ linkContentType: ['navigationLink'] }]);
  specialBanner
    .createField('theme')
    .name('Theme')
    .type('Symbol')
    .validations([{ in: ['sun', 'grape', 'pink'] }])
    .defaultValue({ 'en-US': 'grape' });
  specialBanner.changeFieldControl('eyebrow', 'builtin', 'singleLine', {
    helpText: "Short label, e.g. 'Limited time'.",
  });
  specialBanner.changeFieldControl('theme', 'builtin', 'dropdown', {
    helpText: "'sun', 'grape', 'pink'; default 'grape'.",
  });

  const eventSubcategories = migration
    .createContentType('eventSubcategories')
    .name('Event subcategories')
    .description(
      "The subcategories of one event category as cards (image, title, description), then a 'View All {category}' button to /events/#{category slug}.",
    )
    .displayField('heading');
  eventSubcategories
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 100 } }]);
  eventSubcategories
    .createField('intro')
    .name('Intro')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  eventSubcategories
    .createField('category')
    .name('Category')
    .type('Link')
    .linkType('Entry')
    .required(true)
    .validations([{ linkContentType: ['eventType'] }]);
  eventSubcategories
    .createField('subcategories')
    .name('Subcategories')
    .type('Array')
    .items({
      type: 'Link',
      linkType: 'Entry',
      validations: [{ linkContentType: ['eventSubcategory'] }],
    })
    .required(true)
    .validations([{ size: { min: 1, max: 8 } }]);

  const newCenterEvents = migration
    .createContentType('newCenterEvents')
    .name('New-center events')
    .description(
      'Events at a newly opened center, soonest first with a calendar date badge: one to twelve content items, each with a title, a date, an excerpt and a button. Past events are hidden; with none left the section is not shown.',
    )
    .displayField('heading');
  newCenterEvents
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 100 } }]);
  newCenterEvents
    .createField('intro')
    .name('Intro')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  newCenterEvents
    .createField('centerName')
    .name('Center name')
    .type('Symbol')
    .validations([{ size: { max: 80 } }]);
  newCenterEvents
    .createField('events')
    .name('Events')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['contentItem'] }] })
    .required(true)
    .validations([{ size: { min: 1, max: 12 } }]);
  newCenterEvents.changeFieldControl('events', 'builtin', 'entryLinksEditor', {
    helpText: "1–12: title, date 'YYYY-MM-DD', excerpt, cta.",
  });
}

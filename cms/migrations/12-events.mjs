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
  event.createField('title').name('Title').type('Symbol').required(true);
  event.createField('description').name('Description').type('Text').required(true);
  event
    .createField('slug')
    .name('Slug')
    .type('Symbol')
    .required(true)
    .validations([{ regexp: { pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' } }, { unique: true }]);
  event
    .createField('linkImage')
    .name('Image')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  event
    .createField('eventType')
    .name('Event types (the first one is its address)')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['eventType'] }] })
    .required(true);
  event
    .createField('eventSubcategories')
    .name('Subcategories')
    .type('Array')
    .items({
      type: 'Link',
      linkType: 'Entry',
      validations: [{ linkContentType: ['eventSubcategory'] }],
    });
  event
    .createField('sections')
    .name('Sections')
    .type('Array')
    .items({
      type: 'Link',
      linkType: 'Entry',
      validations: [
        {
          linkContentType: [
            'hero',
            'heading',
            'textColumns',
            'imageWithText',
            'tripleColumn',
            'cardSection',
            'teaser',
            'imageBanner',
            'disclaimer',
            'linksSection',
            'sitemapLinks',
            'faqAccordion',
            'promoTicker',
            'seasonPassHero',
            'enquiryForm',
            'tourTravelForm',
            'bookSelector',
            'centerFinder',
            'packageList',
            'birthdayPackageSlider',
            'cardSlider',
            'infoCards',
            'eventMenu',
            'includedExperiences',
            'optionalAddOns',
            'specialBanner',
            'eventSubcategories',
            'newCenterEvents',
          ],
        },
      ],
    });
  event.changeFieldControl('slug', 'builtin', 'singleLine', {
    helpText: 'Lowercase words and hyphens, unique.',
  });
  event.changeFieldControl('eventType', 'builtin', 'entryLinksEditor', {
    helpText: 'One or more.',
  });

  const eventSubcategory = migration
    .createContentType('eventSubcategory')
    .name('Event subcategory')
    .description('A kind of event within the categories (Team Building, Field Trips).')
    .displayField('title');
  eventSubcategory.createField('title').name('Title').type('Symbol').required(true);
  eventSubcategory.createField('description').name('Description').type('Text');
  eventSubcategory
    .createField('image')
    .name('Image')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);

  const eventPackagesFilter = migration
    .createContentType('eventPackagesFilter')
    .name('Event packages filter')
    .description(
      'Every event package as a card, filtered by category and subcategory (placed on /events/).',
    )
    .displayField('heading');
  eventPackagesFilter.createField('heading').name('Heading').type('Symbol').required(true);
  eventPackagesFilter.createField('intro').name('Intro').type('Text');
}

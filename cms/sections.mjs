// Runs of the section content types that pages list. A page, an event and an experience each list
// the sections they take, in the order of the embedded export (the tests compare the lists as they
// are). The longest runs those lists share are named here, so that a section meant for all of them
// is added in one place, and so is an area's run that a test takes whole (the careers sections).

/** The text, picture, card and link sections of content/site.json, on every kind of page. */
export const SHARED_SECTIONS = [
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
];

/**
 * The sections that lead guests to a booking (what to book, where, which package) and the info
 * cards, on pages and events.
 */
export const BOOKING_SECTIONS = [
  'bookSelector',
  'centerFinder',
  'packageList',
  'birthdayPackageSlider',
  'cardSlider',
  'infoCards',
];

/** The sections of content/event-blocks.json and event-menus.json, on pages and events. */
export const EVENT_SECTIONS = [
  'eventMenu',
  'includedExperiences',
  'optionalAddOns',
  'specialBanner',
  'eventSubcategories',
  'newCenterEvents',
];

/**
 * The sections of content/careers.json, on pages; tests/blocks/rules-block-types.test.ts checks
 * that each has its block.
 */
export const CAREERS_SECTIONS = [
  'careersCallout',
  'careersOpenings',
  'careersCulture',
  'careersMission',
  'careersBenefits',
  'careersPerks',
  'careersGrowthSlider',
];

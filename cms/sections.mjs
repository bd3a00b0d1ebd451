// The section content types that more than one kind of page may hold. A page, an event and an
// experience each list the sections they take, in the order of the embedded export (the tests
// compare the lists as they are); these are the longest runs those lists share, so that a section
// meant for all of them is added in one place.

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
  'packageComparison',
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

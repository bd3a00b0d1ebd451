// The fixed choices of the text fields whose values the site's code branches on: the content model
// offers editors exactly these (a field's `oneOf`), and the site's schemas accept exactly these.
// Plain JavaScript, because the migrations run under Node without TypeScript; `@type {const}`
// gives the TypeScript side (tsconfig's allowJs) each list as a tuple of its literal values.

/**
 * The forms an enquiry form section can show (`enquiryForm.form`), one entry each in
 * forms/enquiries/catalog.ts.
 */
export const FORM_IDS = /** @type {const} */ ([
  'contact',
  'virtualExperience',
  'virtualShowcase',
  'groupEvent',
  'escapeRoom',
  'showcase',
  'offers',
  'jobApplication',
  'donationRequest',
]);

/**
 * The icons of safety measures (`safetyMeasure.icon`), each drawn in
 * blocks/safety-blocks/icons.tsx.
 */
export const SAFETY_ICONS = /** @type {const} */ ([
  'team',
  'laserTag',
  'cleanShoes',
  'sanitized',
  'allergens',
  'lostChild',
  'ageRules',
  'firstAid',
]);

/**
 * The time zones a center can keep (`center.timeZone`): the mainland US zones, with Arizona's and
 * Indiana's own names because their clocks keep their own rules on daylight saving time.
 */
export const CENTER_TIME_ZONES = /** @type {const} */ ([
  'America/New_York',
  'America/Indiana/Indianapolis',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
]);

/**
 * The allergens a food item can name (`foodItem.allergens`): the nine major food allergens of US
 * food labelling, in the words the menu prints ('Contains: milk, wheat').
 */
export const ALLERGENS = /** @type {const} */ ([
  'milk',
  'eggs',
  'fish',
  'shellfish',
  'tree nuts',
  'peanuts',
  'wheat',
  'soy',
  'sesame',
]);

/**
 * What a center offers for access (`center.accessFeatures`), each named for guests in
 * lib/centers/access.ts.
 */
export const ACCESS_FEATURES = /** @type {const} */ ([
  'step-free-entrance',
  'accessible-parking',
  'accessible-restrooms',
  'wheelchair-accessible-lanes',
  'bowling-ramps',
  'quiet-room',
  'ear-defenders',
]);

/**
 * A redirect's retired address (`redirect.from`): a site path with a slash at each end, never the
 * home page. The site applies it in either language.
 */
export const REDIRECT_FROM_PATTERN = '^/(?:[a-z0-9-]+/)+$';

/**
 * Where a redirect leads (`redirect.to`): a site path with a slash at each end and perhaps an
 * anchor, or a full https address on another site.
 */
export const REDIRECT_TARGET_PATTERN =
  '^(?:/(?:[a-z0-9-]+/)*(?:#[a-z0-9-]+)?|https://[a-z0-9.-]+\\.[a-z]{2,}(?:[/?#][^\\s]*)?)$';

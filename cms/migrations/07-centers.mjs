import { ACCESS_FEATURES, CENTER_TIME_ZONES } from '../enumerations.mjs';
import * as field from '../fields.mjs';

/**
 * The content types of content/centers.json.
 * @param {import('contentful-migration').default} migration
 */
export default function centersModel(migration) {
  const center = migration
    .createContentType('center')
    .name('Center')
    .description(
      'One venue. Guests pick it in location selects (grouped by state); its price tier sets delivery menu prices and its store ids link to the delivery partners.',
    )
    .displayField('name');
  field.shortText(center, 'centerId', 'Center ID', {
    required: true,
    unique: true,
    validations: [
      { regexp: { pattern: '^\\d+$' }, message: 'Digits only, as issued by the booking platform.' },
    ],
  });
  field.shortText(center, 'name', 'Name', { required: true, min: 2, max: 60 });
  field.shortText(center, 'slug', 'Slug', {
    required: true,
    unique: true,
    validations: [
      {
        regexp: { pattern: field.SLUG_PATTERN },
        message: 'Lowercase letters, digits and single hyphens.',
      },
    ],
  });
  field.shortText(center, 'state', 'State', {
    required: true,
    oneOf: [
      'Arizona',
      'Colorado',
      'Delaware',
      'Florida',
      'Georgia',
      'Illinois',
      'Indiana',
      'Kansas',
      'Kentucky',
      'Louisiana',
      'Maryland',
      'Missouri',
      'New Mexico',
      'Ohio',
      'Oklahoma',
      'Tennessee',
      'Texas',
    ],
  });
  field.shortText(center, 'city', 'City', { required: true });
  field.shortText(center, 'address', 'Street address', { required: true });
  field.shortText(center, 'postalCode', 'ZIP code', {
    required: true,
    validations: [
      {
        regexp: { pattern: '^\\d{5}(?:-\\d{4})?$' },
        message: 'A five-digit ZIP code, optionally ZIP+4.',
      },
    ],
  });
  field.decimal(center, 'latitude', 'Latitude', { required: true, min: -90, max: 90 });
  field.decimal(center, 'longitude', 'Longitude', { required: true, min: -180, max: 180 });
  field.shortText(center, 'phone', 'Phone', {
    required: true,
    validations: [
      {
        regexp: { pattern: '^\\(\\d{3}\\) \\d{3}-\\d{4}$' },
        message: 'Written as (480) 555-0142.',
      },
    ],
  });
  field.json(center, 'hours', 'Opening hours');
  field.json(center, 'specialHours', 'Special hours and closures');
  field.integer(center, 'priceTier', 'Price tier', {
    required: true,
    validations: [{ range: { min: 1, max: 3 }, message: 'Tier 1, 2 or 3.' }],
  });
  field.json(center, 'deliveryStoreIds', 'Delivery store ids');
  field.shortTextList(center, 'venues', 'Venues', {
    each: {
      oneOf: ['bowling', 'arcade', 'laser-tag', 'escape-rooms', 'virtual-reality', 'bumper-cars'],
    },
  });
  field.shortText(center, 'timeZone', 'Time zone', { required: true, oneOf: CENTER_TIME_ZONES });
  field.date(center, 'openingDate', 'Opening date');
  field.boolean(center, 'temporarilyClosed', 'Temporarily closed');
  field.shortTextList(center, 'accessFeatures', 'Access', {
    each: { oneOf: [...ACCESS_FEATURES] },
    max: ACCESS_FEATURES.length,
  });
  field.json(center, 'sensoryFriendlySessions', 'Sensory-friendly sessions');
  field.helpTexts(center, {
    centerId: 'Digits only, as issued by the booking platform.',
    slug: 'Lowercase letters, digits and single hyphens.',
    state: 'The state’s full name; location lists group centers by it.',
    postalCode: 'A five-digit ZIP code, optionally ZIP+4.',
    phone: 'Written as (480) 555-0142.',
    hours:
      'JSON: list of {days, open, close}, e.g. {"days": "Fri–Sat", "open": "10:00 AM", "close": "2:00 AM"}; days are \'Sun–Thu\', \'Fri\' or \'Mon, Wed\'. A closing time before the opening one is the next morning\'s.',
    specialHours:
      'JSON: list of {date, note, open, close} or {date, note, closed: true}, e.g. {"date": "2026-12-24", "note": "Christmas Eve", "open": "10:00 AM", "close": "6:00 PM"}. Wins over the site settings’ day.',
    priceTier: 'Tier 1, 2 or 3.',
    deliveryStoreIds: 'JSON: {doordash?, ubereats?}.',
    venues:
      "Venue keys: 'bowling', 'arcade', 'laser-tag', 'escape-rooms', 'virtual-reality', 'bumper-cars'.",
    timeZone: 'The center’s clock: its opening date, hours today and dated content follow it.',
    openingDate:
      'The day the center opened or opens. Before it, the center is listed as coming soon with this date, and guests cannot choose it for a party, a season pass or delivery.',
    temporarilyClosed:
      'On while the center is closed: it is listed as temporarily closed and cannot be chosen.',
    accessFeatures: `What the center offers for access, shown on its page: ${ACCESS_FEATURES.join(', ')}.`,
    sensoryFriendlySessions:
      'JSON: list of {days, open, close} as in the opening hours, e.g. {"days": "Sun", "open": "9:00 AM", "close": "10:00 AM"}. Find a Location can list only these centers.',
  });
}

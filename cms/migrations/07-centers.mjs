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
  center
    .createField('centerId')
    .name('Center ID')
    .type('Symbol')
    .required(true)
    .validations([
      { unique: true },
      { regexp: { pattern: '^\\d+$' }, message: 'Digits only, as issued by the booking platform.' },
    ]);
  center
    .createField('name')
    .name('Name')
    .type('Symbol')
    .required(true)
    .validations([{ size: { min: 2, max: 60 } }]);
  center
    .createField('slug')
    .name('Slug')
    .type('Symbol')
    .required(true)
    .validations([
      { unique: true },
      {
        regexp: { pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' },
        message: 'Lowercase letters, digits and single hyphens.',
      },
    ]);
  center
    .createField('state')
    .name('State')
    .type('Symbol')
    .required(true)
    .validations([
      {
        in: [
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
      },
    ]);
  center.createField('city').name('City').type('Symbol').required(true);
  center.createField('address').name('Street address').type('Symbol').required(true);
  center
    .createField('postalCode')
    .name('ZIP code')
    .type('Symbol')
    .required(true)
    .validations([
      {
        regexp: { pattern: '^\\d{5}(?:-\\d{4})?$' },
        message: 'A five-digit ZIP code, optionally ZIP+4.',
      },
    ]);
  center
    .createField('latitude')
    .name('Latitude')
    .type('Number')
    .required(true)
    .validations([{ range: { min: -90, max: 90 } }]);
  center
    .createField('longitude')
    .name('Longitude')
    .type('Number')
    .required(true)
    .validations([{ range: { min: -180, max: 180 } }]);
  center
    .createField('phone')
    .name('Phone')
    .type('Symbol')
    .required(true)
    .validations([
      {
        regexp: { pattern: '^\\(\\d{3}\\) \\d{3}-\\d{4}$' },
        message: 'Written as (480) 555-0142.',
      },
    ]);
  center.createField('hours').name('Opening hours').type('Object');
  center
    .createField('priceTier')
    .name('Price tier')
    .type('Integer')
    .required(true)
    .validations([{ range: { min: 1, max: 3 }, message: 'Tier 1, 2 or 3.' }]);
  center.createField('deliveryStoreIds').name('Delivery store ids').type('Object');
  center
    .createField('venues')
    .name('Venues')
    .type('Array')
    .items({
      type: 'Symbol',
      validations: [
        {
          in: ['bowling', 'arcade', 'laser-tag', 'escape-rooms', 'virtual-reality', 'bumper-cars'],
        },
      ],
    });
  center.changeFieldControl('centerId', 'builtin', 'singleLine', {
    helpText: 'Digits only, as issued by the booking platform.',
  });
  center.changeFieldControl('slug', 'builtin', 'singleLine', {
    helpText: 'Lowercase letters, digits and single hyphens.',
  });
  center.changeFieldControl('state', 'builtin', 'dropdown', {
    helpText: 'The state’s full name; location lists group centers by it.',
  });
  center.changeFieldControl('postalCode', 'builtin', 'singleLine', {
    helpText: 'A five-digit ZIP code, optionally ZIP+4.',
  });
  center.changeFieldControl('phone', 'builtin', 'singleLine', {
    helpText: 'Written as (480) 555-0142.',
  });
  center.changeFieldControl('hours', 'builtin', 'objectEditor', {
    helpText: 'JSON: list of {days, open, close}.',
  });
  center.changeFieldControl('priceTier', 'builtin', 'numberEditor', {
    helpText: 'Tier 1, 2 or 3.',
  });
  center.changeFieldControl('deliveryStoreIds', 'builtin', 'objectEditor', {
    helpText: 'JSON: {doordash?, ubereats?}.',
  });
  center.changeFieldControl('venues', 'builtin', 'tagEditor', {
    helpText:
      "Venue keys: 'bowling', 'arcade', 'laser-tag', 'escape-rooms', 'virtual-reality', 'bumper-cars'.",
  });
}

import * as field from '../fields.mjs';

/**
 * The content types of content/locations.json.
 * @param {import('contentful-migration').default} migration
 */
export default function locationsModel(migration) {
  const centerFinder = migration
    .createContentType('centerFinder')
    .name('Center finder')
    .description(
      "Find a Location: a search for the nearest centers (ZIP code, city, center name or the guest's position, worked out in the browser without any network call), the guest's chosen center, and every center grouped by state with address, phone, hours and booking links. The centers come from the center entries; their schema.org LocalBusiness data is added to the page.",
    )
    .displayField('heading');
  field.heading(centerFinder, { required: true, max: 80 });
  field.intro(centerFinder, { max: 400 });
  field.shortText(centerFinder, 'listHeading', 'Heading of the list of all centers', {
    max: 80,
    defaultValue: { 'en-US': 'All locations' },
  });
  field.boolean(
    centerFinder,
    'opensPage',
    'Opens the page (its heading is the page heading and the search comes first)',
    { defaultValue: { 'en-US': false } },
  );
  field.shortText(centerFinder, 'eyebrow', 'Eyebrow above an opening heading', { max: 80 });
  field.image(centerFinder, 'image', 'Art beside the heading on wide screens');
  field.helpTexts(centerFinder, {
    intro: 'At most 400 characters.',
    listHeading: "Default 'All locations'.",
    opensPage: "The heading is the page's h1 and the search comes first, with no hero above it.",
    eyebrow: 'Shown above an opening heading.',
    image: 'Shown beside the heading on wide screens, not on phones.',
  });
}

import * as field from '../fields.mjs';

/**
 * The content types of content/sliders.json.
 * @param {import('contentful-migration').default} migration
 */
export default function slidersModel(migration) {
  const birthdayPackageSlider = migration
    .createContentType('birthdayPackageSlider')
    .name('Birthday package slider')
    .description(
      "Birthday package cards in an autoplaying slider (5 cards; 4 under 1250 px, 3 under 1090 px, 2 under 800 px, 1 under 640 px). Each card shows the package image, its badge, 'Starting at $X.XX per guest' and View Package (Find a Location for All You Can Play Birthday).",
    )
    .displayField('heading');
  field.heading(birthdayPackageSlider, { required: true, max: 80 });
  field.intro(birthdayPackageSlider, { max: 400 });
  field.references(birthdayPackageSlider, 'packages', 'Packages', ['package'], {
    required: true,
    min: 1,
    max: 12,
  });

  const cardSlider = migration
    .createContentType('cardSlider')
    .name('Card slider')
    .description(
      "Package cards in a slider (4 cards; 3 under 1090 px, 2 under 840 px, 1 under 640 px). The first card carries 'Best Value', the second 'Fan-Favorite'; each has the price, the description and Book Now.",
    )
    .displayField('heading');
  field.heading(cardSlider, { required: true, max: 80 });
  field.intro(cardSlider, { max: 400 });
  field.references(cardSlider, 'packages', 'Packages', ['package'], {
    required: true,
    min: 1,
    max: 12,
  });
}

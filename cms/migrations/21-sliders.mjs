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
  packageSliderFields(birthdayPackageSlider);

  const cardSlider = migration
    .createContentType('cardSlider')
    .name('Card slider')
    .description(
      "Package cards in a slider (4 cards; 3 under 1090 px, 2 under 840 px, 1 under 640 px). The first card carries 'Best Value', the second 'Fan-Favorite'; each has the price, the description and Book Now.",
    )
    .displayField('heading');
  packageSliderFields(cardSlider);
}

/**
 * The fields of both package sliders: they differ only in how their cards look.
 * @param {import('contentful-migration').ContentType} slider
 */
function packageSliderFields(slider) {
  field.heading(slider, { required: true, max: 80 });
  field.intro(slider, { max: 400 });
  field.references(slider, 'packages', 'Packages', ['package'], {
    required: true,
    min: 1,
    max: 12,
  });
}

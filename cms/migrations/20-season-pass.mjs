import * as field from '../fields.mjs';

/**
 * The content types of content/season-pass.json.
 * @param {import('contentful-migration').default} migration
 */
export default function seasonPassModel(migration) {
  const seasonPassHero = migration
    .createContentType('seasonPassHero')
    .name('Season pass hero')
    .description(
      'A bold season pass promotion: heading, text, perks and a button (usually Buy Now to /book/seasonpass/), in summer or winter colours.',
    )
    .displayField('heading');
  field.heading(seasonPassHero, { required: true, max: 80 });
  field.longText(seasonPassHero, 'text', 'Text', { max: 400 });
  field.image(seasonPassHero, 'image', 'Image');
  field.shortTextList(seasonPassHero, 'perks', 'Perks', { each: { min: 1, max: 60 }, max: 6 });
  field.button(seasonPassHero);
  field.shortText(seasonPassHero, 'season', 'Season', {
    required: true,
    oneOf: ['summer', 'winter'],
    defaultValue: { 'en-US': 'summer' },
  });
  field.helpTexts(seasonPassHero, { perks: 'Short texts, up to 6.' });
}

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
  field.helpTexts(seasonPassHero, {
    perks: 'Short texts, up to 6.',
    season:
      'The hero shows while a season pass sale of this season is on (Season pass sale); with no sale of its season, always.',
  });

  const seasonPassSale = migration
    .createContentType('seasonPassSale')
    .name('Season pass sale')
    .description(
      'When a season’s passes are on sale. Every season pass promotion of that season (the season pass hero) shows from the first day to the last, and the registration page marks the season on sale.',
    )
    .displayField('name');
  field.shortText(seasonPassSale, 'name', 'Name', { required: true, max: 60 });
  field.shortText(seasonPassSale, 'season', 'Season', {
    required: true,
    oneOf: ['summer', 'winter'],
  });
  field.date(seasonPassSale, 'onSaleFrom', 'On sale from', { required: true });
  field.date(seasonPassSale, 'onSaleUntil', 'On sale until (the first day off sale)', {
    required: true,
  });
  field.helpTexts(seasonPassSale, {
    onSaleFrom:
      'The first day on sale; a date without a time starts at midnight on the site’s clock.',
    onSaleUntil: 'The first day the passes are no longer on sale.',
  });
}

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
  seasonPassHero
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 80 } }]);
  seasonPassHero
    .createField('text')
    .name('Text')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  seasonPassHero
    .createField('image')
    .name('Image')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  seasonPassHero
    .createField('perks')
    .name('Perks')
    .type('Array')
    .items({ type: 'Symbol', validations: [{ size: { min: 1, max: 60 } }] })
    .validations([{ size: { max: 6 } }]);
  seasonPassHero
    .createField('cta')
    .name('Button')
    .type('Link')
    .linkType('Entry')
    .validations([{ linkContentType: ['navigationLink'] }]);
  seasonPassHero
    .createField('season')
    .name('Season')
    .type('Symbol')
    .required(true)
    .validations([{ in: ['summer', 'winter'] }])
    .defaultValue({ 'en-US': 'summer' });
  seasonPassHero.changeFieldControl('perks', 'builtin', 'tagEditor', {
    helpText: 'Short texts, up to 6.',
  });
}

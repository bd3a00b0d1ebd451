/**
 * The content types of content/news.json.
 * @param {import('contentful-migration').default} migration
 */
export default function newsModel(migration) {
  const articleCards = migration
    .createContentType('articleCards')
    .name('Article cards')
    .description(
      'News and stories as cards, each leading to /news/{slug}/ or /stories/{slug}/ by its first content tag. Leave Articles empty to show the newest.',
    )
    .displayField('heading');
  articleCards
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 80 } }]);
  articleCards
    .createField('intro')
    .name('Intro')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  articleCards
    .createField('articles')
    .name('Articles')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['contentItem'] }] })
    .validations([{ size: { max: 12 } }]);
  articleCards
    .createField('limit')
    .name('How many')
    .type('Integer')
    .validations([{ range: { min: 1, max: 24 } }]);
  articleCards.changeFieldControl('heading', 'builtin', 'singleLine', {
    helpText: 'At most 80 characters.',
  });
  articleCards.changeFieldControl('intro', 'builtin', 'multipleLine', {
    helpText: 'At most 400 characters.',
  });
  articleCards.changeFieldControl('articles', 'builtin', 'entryLinksEditor', {
    helpText: 'Up to 12; empty: every article, newest first.',
  });
  articleCards.changeFieldControl('limit', 'builtin', 'numberEditor', {
    helpText: 'How many to show, 1–24.',
  });
}

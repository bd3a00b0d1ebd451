import * as field from '../fields.mjs';

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
  field.heading(articleCards, { required: true, max: 80 });
  field.intro(articleCards, { max: 400 });
  field.contentItems(articleCards, 'articles', 'Articles', { max: 12 });
  field.integer(articleCards, 'limit', 'How many', { min: 1, max: 24 });
  field.helpTexts(articleCards, {
    heading: 'At most 80 characters.',
    intro: 'At most 400 characters.',
    articles: 'Up to 12; empty: every article, newest first.',
    limit: 'How many to show, 1–24.',
  });
}

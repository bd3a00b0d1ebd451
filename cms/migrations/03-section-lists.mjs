import * as field from '../fields.mjs';

/**
 * The shared page sections of content/site.json: cards, links and lists.
 * @param {import('contentful-migration').default} migration
 */
export default function sectionListsModel(migration) {
  const tripleColumn = migration
    .createContentType('tripleColumn')
    .name('Triple column')
    .description('Three content items side by side.')
    .displayField('heading');
  field.heading(tripleColumn);
  field.contentItems(tripleColumn, 'columns', 'Columns', { required: true, min: 1, max: 3 });
  field.helpTexts(tripleColumn, { columns: 'Exactly three items.' });

  const infoCards = migration
    .createContentType('infoCards')
    .name('Info cards')
    .description(
      'Up to four short facts, each with an illustration and a button that leads somewhere.',
    )
    .displayField('heading');
  field.heading(infoCards, { required: true });
  field.intro(infoCards);
  field.contentItems(infoCards, 'cards', 'Cards', { required: true, min: 1, max: 4 });
  field.helpTexts(infoCards, {
    cards: 'One to four, each with a cta; a card without one is skipped.',
  });

  const contentItem = migration
    .createContentType('contentItem')
    .name('Content item')
    .description("A card's worth of content used by several sections.")
    .displayField('title');
  field.shortText(contentItem, 'slug', 'Slug');
  field.title(contentItem, { required: true });
  field.longText(contentItem, 'excerpt', 'Excerpt');
  field.date(contentItem, 'date', 'Date');
  field.image(contentItem, 'linkImage', 'Image');
  field.reference(contentItem, 'cta', 'Link', ['navigationLink']);
  field.decimal(contentItem, 'price', 'Price', { min: 0 });
  field.shortText(contentItem, 'tagLine', 'Tag line');
  field.richText(contentItem, 'body', 'Article body', { validations: [] });
  field.image(contentItem, 'heroImage', 'Article hero image');
  field.contentItems(contentItem, 'related', 'Related articles', { max: 3 });
  contentItem.changeFieldControl('body', 'builtin', 'richTextEditor');
  field.helpTexts(contentItem, {
    slug: 'One segment, unique.',
    linkImage: "The card's picture.",
    heroImage: "The page's picture, linkImage when empty.",
  });

  const cardSection = migration
    .createContentType('cardSection')
    .name('Card section')
    .description('Cards with a Buy Now button that leads to season pass registration.')
    .displayField('heading');
  field.heading(cardSection, { required: true });
  field.longText(cardSection, 'text', 'Text');
  field.contentItems(cardSection, 'cards', 'Cards', { required: true });

  const linksSection = migration
    .createContentType('linksSection')
    .name('Links section')
    .description('A titled list of links.')
    .displayField('heading');
  field.heading(linksSection);
  field.references(linksSection, 'links', 'Links', ['navigationLink'], { required: true });

  const sitemapLinks = migration
    .createContentType('sitemapLinks')
    .name('Sitemap links')
    .description('Groups of links to every part of the site.')
    .displayField('heading');
  field.heading(sitemapLinks);
  field.references(sitemapLinks, 'groups', 'Groups', ['linkGroup'], { required: true });

  const faqAccordion = migration
    .createContentType('faqAccordion')
    .name('FAQ accordion')
    .description('Questions and answers; one answer open at a time.')
    .displayField('heading');
  field.heading(faqAccordion);
  field.references(faqAccordion, 'items', 'Items', ['faqItem'], { required: true });

  const faqItem = migration
    .createContentType('faqItem')
    .name('FAQ item')
    .description('One question and its answer.')
    .displayField('question');
  field.shortText(faqItem, 'question', 'Question', { required: true });
  field.richText(faqItem, 'answer', 'Answer', { required: true });
  faqItem.changeFieldControl('answer', 'builtin', 'richTextEditor');

  const promoTicker = migration
    .createContentType('promoTicker')
    .name('Promo ticker')
    .description('A scrolling line of offers. Not supported by the website yet.')
    .displayField('text');
  field.shortText(promoTicker, 'text', 'Text', { required: true });
}

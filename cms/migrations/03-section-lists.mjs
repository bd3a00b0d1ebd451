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
  tripleColumn.createField('heading').name('Heading').type('Symbol');
  tripleColumn
    .createField('columns')
    .name('Columns')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['contentItem'] }] })
    .required(true)
    .validations([{ size: { min: 1, max: 3 } }]);
  tripleColumn.changeFieldControl('columns', 'builtin', 'entryLinksEditor', {
    helpText: 'Exactly three items.',
  });

  const infoCards = migration
    .createContentType('infoCards')
    .name('Info cards')
    .description(
      'Up to four short facts, each with an illustration and a button that leads somewhere.',
    )
    .displayField('heading');
  infoCards.createField('heading').name('Heading').type('Symbol').required(true);
  infoCards.createField('intro').name('Intro').type('Text');
  infoCards
    .createField('cards')
    .name('Cards')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['contentItem'] }] })
    .required(true)
    .validations([{ size: { min: 1, max: 4 } }]);
  infoCards.changeFieldControl('cards', 'builtin', 'entryLinksEditor', {
    helpText: 'One to four, each with a cta; a card without one is skipped.',
  });

  const contentItem = migration
    .createContentType('contentItem')
    .name('Content item')
    .description("A card's worth of content used by several sections.")
    .displayField('title');
  contentItem.createField('slug').name('Slug').type('Symbol');
  contentItem.createField('title').name('Title').type('Symbol').required(true);
  contentItem.createField('excerpt').name('Excerpt').type('Text');
  contentItem.createField('date').name('Date').type('Date');
  contentItem
    .createField('linkImage')
    .name('Image')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  contentItem
    .createField('cta')
    .name('Link')
    .type('Link')
    .linkType('Entry')
    .validations([{ linkContentType: ['navigationLink'] }]);
  contentItem
    .createField('price')
    .name('Price')
    .type('Number')
    .validations([{ range: { min: 0 } }]);
  contentItem.createField('tagLine').name('Tag line').type('Symbol');
  contentItem.createField('body').name('Article body').type('RichText');
  contentItem
    .createField('heroImage')
    .name('Article hero image')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  contentItem
    .createField('related')
    .name('Related articles')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['contentItem'] }] })
    .validations([{ size: { max: 3 } }]);
  contentItem.changeFieldControl('slug', 'builtin', 'singleLine', {
    helpText: 'One segment, unique.',
  });
  contentItem.changeFieldControl('linkImage', 'builtin', 'assetLinkEditor', {
    helpText: "The card's picture.",
  });
  contentItem.changeFieldControl('body', 'builtin', 'richTextEditor');
  contentItem.changeFieldControl('heroImage', 'builtin', 'assetLinkEditor', {
    helpText: "The page's picture, linkImage when empty.",
  });

  const cardSection = migration
    .createContentType('cardSection')
    .name('Card section')
    .description('Cards with a Buy Now button that leads to season pass registration.')
    .displayField('heading');
  cardSection.createField('heading').name('Heading').type('Symbol').required(true);
  cardSection.createField('text').name('Text').type('Text');
  cardSection
    .createField('cards')
    .name('Cards')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['contentItem'] }] })
    .required(true);

  const linksSection = migration
    .createContentType('linksSection')
    .name('Links section')
    .description('A titled list of links.')
    .displayField('heading');
  linksSection.createField('heading').name('Heading').type('Symbol');
  linksSection
    .createField('links')
    .name('Links')
    .type('Array')
    .items({
      type: 'Link',
      linkType: 'Entry',
      validations: [{ linkContentType: ['navigationLink'] }],
    })
    .required(true);

  const sitemapLinks = migration
    .createContentType('sitemapLinks')
    .name('Sitemap links')
    .description('Groups of links to every part of the site.')
    .displayField('heading');
  sitemapLinks.createField('heading').name('Heading').type('Symbol');
  sitemapLinks
    .createField('groups')
    .name('Groups')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['linkGroup'] }] })
    .required(true);

  const faqAccordion = migration
    .createContentType('faqAccordion')
    .name('FAQ accordion')
    .description('Questions and answers; one answer open at a time.')
    .displayField('heading');
  faqAccordion.createField('heading').name('Heading').type('Symbol');
  faqAccordion
    .createField('items')
    .name('Items')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['faqItem'] }] })
    .required(true);

  const faqItem = migration
    .createContentType('faqItem')
    .name('FAQ item')
    .description('One question and its answer.')
    .displayField('question');
  faqItem.createField('question').name('Question').type('Symbol').required(true);
  faqItem
    .createField('answer')
    .name('Answer')
    .type('RichText')
    .required(true)
    .validations([
      { enabledMarks: ['bold', 'italic', 'underline', 'code'] },
      {
        enabledNodeTypes: [
          'heading-1',
          'heading-2',
          'heading-3',
          'heading-4',
          'heading-5',
          'heading-6',
          'ordered-list',
          'unordered-list',
          'hr',
          'blockquote',
          'hyperlink',
        ],
      },
    ]);
  faqItem.changeFieldControl('answer', 'builtin', 'richTextEditor');

  const promoTicker = migration
    .createContentType('promoTicker')
    .name('Promo ticker')
    .description('A scrolling line of offers. Not supported by the website yet.')
    .displayField('text');
  promoTicker.createField('text').name('Text').type('Symbol').required(true);
}

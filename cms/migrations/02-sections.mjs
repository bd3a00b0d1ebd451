/**
 * The shared page sections of content/site.json: text and pictures.
 * @param {import('contentful-migration').default} migration
 */
export default function sectionsModel(migration) {
  const hero = migration
    .createContentType('hero')
    .name('Hero')
    .description("The opening banner of a page; its heading is the page's h1.")
    .displayField('heading');
  hero.createField('eyebrow').name('Eyebrow').type('Symbol');
  hero.createField('heading').name('Heading').type('Symbol').required(true);
  hero.createField('text').name('Text').type('Text');
  hero
    .createField('image')
    .name('Image')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  hero
    .createField('primaryCta')
    .name('Primary button')
    .type('Link')
    .linkType('Entry')
    .validations([{ linkContentType: ['navigationLink'] }]);
  hero
    .createField('secondaryCta')
    .name('Secondary button')
    .type('Link')
    .linkType('Entry')
    .validations([{ linkContentType: ['navigationLink'] }]);
  hero
    .createField('theme')
    .name('Theme')
    .type('Symbol')
    .validations([{ in: ['grape', 'sunset', 'ocean'] }]);

  const heading = migration
    .createContentType('heading')
    .name('Heading')
    .description('A section heading with an optional subheading.')
    .displayField('heading');
  heading.createField('heading').name('Heading').type('Symbol').required(true);
  heading
    .createField('level')
    .name('Level')
    .type('Integer')
    .validations([{ range: { min: 1, max: 3 } }]);
  heading.createField('subheading').name('Subheading').type('Text');
  heading
    .createField('align')
    .name('Alignment')
    .type('Symbol')
    .validations([{ in: ['left', 'center'] }]);

  const textColumns = migration
    .createContentType('textColumns')
    .name('Text columns')
    .description('Columns of rich text side by side.')
    .displayField('heading');
  textColumns.createField('heading').name('Heading').type('Symbol');
  textColumns
    .createField('columns')
    .name('Columns')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['textColumn'] }] })
    .required(true);

  const textColumn = migration
    .createContentType('textColumn')
    .name('Text column')
    .description('One column of a Text columns section.')
    .displayField('heading');
  textColumn.createField('heading').name('Heading').type('Symbol');
  textColumn
    .createField('body')
    .name('Body')
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
  textColumn.changeFieldControl('body', 'builtin', 'richTextEditor');

  const imageWithText = migration
    .createContentType('imageWithText')
    .name('Image with text')
    .description('An image beside a heading, rich text and a button.')
    .displayField('heading');
  imageWithText.createField('heading').name('Heading').type('Symbol').required(true);
  imageWithText
    .createField('body')
    .name('Body')
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
  imageWithText
    .createField('image')
    .name('Image')
    .type('Link')
    .linkType('Asset')
    .required(true)
    .validations([{ linkMimetypeGroup: ['image'] }]);
  imageWithText
    .createField('imagePosition')
    .name('Image position')
    .type('Symbol')
    .validations([{ in: ['left', 'right'] }]);
  imageWithText
    .createField('cta')
    .name('Button')
    .type('Link')
    .linkType('Entry')
    .validations([{ linkContentType: ['navigationLink'] }]);
  imageWithText.changeFieldControl('body', 'builtin', 'richTextEditor');

  const teaser = migration
    .createContentType('teaser')
    .name('Teaser')
    .description('A short, bold promotion with one button.')
    .displayField('heading');
  teaser.createField('heading').name('Heading').type('Symbol').required(true);
  teaser.createField('text').name('Text').type('Text');
  teaser
    .createField('image')
    .name('Image')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  teaser
    .createField('cta')
    .name('Button')
    .type('Link')
    .linkType('Entry')
    .validations([{ linkContentType: ['navigationLink'] }]);
  teaser
    .createField('theme')
    .name('Theme')
    .type('Symbol')
    .validations([{ in: ['grape', 'sunset', 'ocean'] }]);

  const imageBanner = migration
    .createContentType('imageBanner')
    .name('Image banner')
    .description('A full-width image, with an optional mobile version (below 992 px) and link.')
    .displayField('image');
  imageBanner
    .createField('image')
    .name('Image')
    .type('Link')
    .linkType('Asset')
    .required(true)
    .validations([{ linkMimetypeGroup: ['image'] }]);
  imageBanner
    .createField('imageMobile')
    .name('Mobile image')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  imageBanner
    .createField('link')
    .name('Link')
    .type('Link')
    .linkType('Entry')
    .validations([{ linkContentType: ['navigationLink'] }]);

  const disclaimer = migration
    .createContentType('disclaimer')
    .name('Disclaimer')
    .description('Small print.')
    .displayField('body');
  disclaimer
    .createField('body')
    .name('Body')
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
  disclaimer.changeFieldControl('body', 'builtin', 'richTextEditor');
}

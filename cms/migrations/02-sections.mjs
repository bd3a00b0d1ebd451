import * as field from '../fields.mjs';

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
  field.shortText(hero, 'eyebrow', 'Eyebrow');
  field.heading(hero, { required: true });
  field.longText(hero, 'text', 'Text');
  field.image(hero, 'image', 'Image');
  field.reference(hero, 'primaryCta', 'Primary button', ['navigationLink']);
  field.reference(hero, 'secondaryCta', 'Secondary button', ['navigationLink']);
  field.shortText(hero, 'theme', 'Theme', { oneOf: ['grape', 'sunset', 'ocean'] });

  const heading = migration
    .createContentType('heading')
    .name('Heading')
    .description('A section heading with an optional subheading.')
    .displayField('heading');
  field.heading(heading, { required: true });
  field.integer(heading, 'level', 'Level', { min: 1, max: 3 });
  field.longText(heading, 'subheading', 'Subheading');
  field.shortText(heading, 'align', 'Alignment', { oneOf: ['left', 'center'] });

  const textColumns = migration
    .createContentType('textColumns')
    .name('Text columns')
    .description('Columns of rich text side by side.')
    .displayField('heading');
  field.heading(textColumns);
  field.references(textColumns, 'columns', 'Columns', ['textColumn'], { required: true });

  const textColumn = migration
    .createContentType('textColumn')
    .name('Text column')
    .description('One column of a Text columns section.')
    .displayField('heading');
  field.heading(textColumn);
  field.richText(textColumn, 'body', 'Body', { required: true });
  textColumn.changeFieldControl('body', 'builtin', 'richTextEditor');

  const imageWithText = migration
    .createContentType('imageWithText')
    .name('Image with text')
    .description('An image beside a heading, rich text and a button.')
    .displayField('heading');
  field.heading(imageWithText, { required: true });
  field.richText(imageWithText, 'body', 'Body', { required: true });
  field.image(imageWithText, 'image', 'Image', { required: true });
  field.shortText(imageWithText, 'imagePosition', 'Image position', { oneOf: ['left', 'right'] });
  field.button(imageWithText);
  imageWithText.changeFieldControl('body', 'builtin', 'richTextEditor');

  const teaser = migration
    .createContentType('teaser')
    .name('Teaser')
    .description('A short, bold promotion with one button.')
    .displayField('heading');
  field.heading(teaser, { required: true });
  field.longText(teaser, 'text', 'Text');
  field.image(teaser, 'image', 'Image');
  field.button(teaser);
  field.shortText(teaser, 'theme', 'Theme', { oneOf: ['grape', 'sunset', 'ocean'] });

  const imageBanner = migration
    .createContentType('imageBanner')
    .name('Image banner')
    .description('A full-width image, with an optional mobile version (below 992 px) and link.')
    .displayField('image');
  field.image(imageBanner, 'image', 'Image', { required: true });
  field.image(imageBanner, 'imageMobile', 'Mobile image');
  field.reference(imageBanner, 'link', 'Link', ['navigationLink']);

  const disclaimer = migration
    .createContentType('disclaimer')
    .name('Disclaimer')
    .description('Small print.')
    .displayField('body');
  field.richText(disclaimer, 'body', 'Body', { required: true });
  disclaimer.changeFieldControl('body', 'builtin', 'richTextEditor');
}

/**
 * The content types of content/packages.json.
 * @param {import('contentful-migration').default} migration
 */
export default function packagesModel(migration) {
  const packageType = migration
    .createContentType('package')
    .name('Package')
    .description(
      'A birthday or virtual-experience package. Its anchor (/book/birthday/#teen-all-access) comes from the title: lowercase, spaces to hyphens, & to n, so renaming a package changes its links.',
    )
    .displayField('title');
  packageType
    .createField('title')
    .name('Title')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 80 } }]);
  packageType
    .createField('kind')
    .name('Kind')
    .type('Symbol')
    .required(true)
    .validations([{ in: ['birthday', 'virtual'] }]);
  packageType
    .createField('price')
    .name('Starting price per guest (USD)')
    .type('Number')
    .required(true)
    .validations([{ range: { min: 0 } }]);
  packageType
    .createField('description')
    .name('Description')
    .type('Text')
    .required(true)
    .validations([{ size: { max: 400 } }]);
  packageType
    .createField('includes')
    .name('What is included (a bulleted list)')
    .type('RichText')
    .validations([
      { enabledNodeTypes: ['unordered-list', 'ordered-list', 'hyperlink'] },
      { enabledMarks: ['bold', 'italic'] },
    ]);
  packageType
    .createField('imageDesktop')
    .name('Image (992 px and wider)')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  packageType
    .createField('imageMobile')
    .name('Image (narrower than 992 px)')
    .type('Link')
    .linkType('Asset')
    .validations([{ linkMimetypeGroup: ['image'] }]);
  packageType.changeFieldControl('price', 'builtin', 'numberEditor', {
    helpText: 'Starting price per guest, USD.',
  });
  packageType.changeFieldControl('includes', 'builtin', 'richTextEditor');

  const packageList = migration
    .createContentType('packageList')
    .name('Package list')
    .description(
      "Package cards with price, what's included and a call to action: Book Now (birthday; goes to the page's #book-a-party booking widget), Find a Location (All You Can Play Birthday) or Request Info (virtual).",
    )
    .displayField('heading');
  packageList
    .createField('heading')
    .name('Heading')
    .type('Symbol')
    .required(true)
    .validations([{ size: { max: 80 } }]);
  packageList
    .createField('intro')
    .name('Intro')
    .type('Text')
    .validations([{ size: { max: 400 } }]);
  packageList
    .createField('packages')
    .name('Packages')
    .type('Array')
    .items({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['package'] }] })
    .required(true)
    .validations([{ size: { min: 1 } }]);
  packageList.changeFieldControl('packages', 'builtin', 'entryLinksEditor', {
    helpText: 'In display order.',
  });
}

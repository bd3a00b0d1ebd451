import * as field from '../fields.mjs';

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
  field.title(packageType, { required: true, max: 80 });
  field.shortText(packageType, 'kind', 'Kind', { required: true, oneOf: ['birthday', 'virtual'] });
  field.decimal(packageType, 'price', 'Starting price per guest (USD)', { required: true, min: 0 });
  field.shortText(packageType, 'ages', 'Ages', { max: 40 });
  field.longText(packageType, 'description', 'Description', { required: true, max: 400 });
  field.references(packageType, 'attractions', 'Attractions', ['experience'], { max: 6 });
  field.richText(packageType, 'includes', 'What is included (a bulleted list)', {
    validations: [
      { enabledNodeTypes: ['unordered-list', 'ordered-list', 'hyperlink'] },
      { enabledMarks: ['bold', 'italic'] },
    ],
  });
  field.image(packageType, 'imageDesktop', 'Image (992 px and wider)');
  field.image(packageType, 'imageMobile', 'Image (narrower than 992 px)');
  field.helpTexts(packageType, {
    price: 'Starting price per guest, USD.',
    ages: "Who the package is for, as the comparison shows it: 'All ages', 'Ages 13 to 17'.",
    attractions:
      'The experiences the package includes: each one’s age and height rules are shown beside the package.',
  });
  packageType.changeFieldControl('includes', 'builtin', 'richTextEditor');

  const packageList = migration
    .createContentType('packageList')
    .name('Package list')
    .description(
      "Package cards with price, what's included and a call to action: Book Now (birthday; goes to the page's #book-a-party booking widget), Find a Location (All You Can Play Birthday) or Request Info (virtual).",
    )
    .displayField('heading');
  field.heading(packageList, { required: true, max: 80 });
  field.intro(packageList, { max: 400 });
  field.references(packageList, 'packages', 'Packages', ['package'], { required: true, min: 1 });
  field.helpTexts(packageList, { packages: 'In display order.' });

  const packageComparison = migration
    .createContentType('packageComparison')
    .name('Package comparison')
    .description(
      'Packages side by side: price per guest, minimum guests, ages, what each includes, and an estimated total for the number of kids the guest types (the booking counts it the same way). A table on wide screens, swiped on a phone.',
    )
    .displayField('heading');
  field.heading(packageComparison, { required: true, max: 80 });
  field.intro(packageComparison, { max: 400 });
  field.references(packageComparison, 'packages', 'Packages', ['package'], {
    required: true,
    min: 2,
    max: 6,
  });
  field.integer(packageComparison, 'kids', 'Kids in the first estimate', { min: 1, max: 99 });
  field.helpTexts(packageComparison, {
    packages: 'Birthday packages, 2 to 6, in column order.',
    kids: 'The number of kids the estimated totals start with (default 10).',
  });
}

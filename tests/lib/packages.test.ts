import {
  includedLines,
  minimumGuestsFor,
  packageBadge,
  packageEntry,
  packageLinksToLocations,
} from '@/lib/packages';
import { asset, entry, node, paragraph, richTextField } from '@/tests/support/entries';

const fields = {
  title: 'Laser Tag & Arcade Birthday',
  kind: 'birthday',
  price: 26.99,
  description: 'Two rounds of laser tag and a loaded game card.',
  includes: richTextField(node('unordered-list', node('list-item', paragraph('Pizza')))),
  imageDesktop: asset({ fileName: 'laser.svg', description: 'Laser blasters' }),
  imageMobile: asset({ fileName: 'laser-mobile.svg', size: { width: 750, height: 750 } }),
};

describe('package entry', () => {
  it('reads a package with its anchor built from the title (& becomes n)', () => {
    const pkg = packageEntry.parse(entry('package', fields, 'package-laser'));
    expect(pkg).toMatchObject({
      id: 'package-laser',
      anchor: 'laser-tag-n-arcade-birthday',
      title: 'Laser Tag & Arcade Birthday',
      kind: 'birthday',
      price: 26.99,
      imageDesktop: { src: '/cms-assets/laser.svg', alt: 'Laser blasters' },
      imageMobile: { src: '/cms-assets/laser-mobile.svg', width: 750, height: 750 },
    });
    expect(pkg.includes?.nodeType).toBe('document');
  });

  it('keeps a package without images or includes', () => {
    const pkg = packageEntry.parse(
      entry('package', { ...fields, includes: undefined, imageDesktop: null, imageMobile: null }),
    );
    expect(pkg.includes).toBeUndefined();
    expect(pkg.imageDesktop).toBeUndefined();
    expect(pkg.imageMobile).toBeUndefined();
  });

  it.each([
    ['a missing title', { title: '  ' }],
    ['an unknown kind', { kind: 'bowling' }],
    ['a negative price', { price: -1 }],
    ['a price given as text', { price: '19.99' }],
    ['no description', { description: undefined }],
  ])('rejects %s', (_case, override) => {
    expect(packageEntry.safeParse(entry('package', { ...fields, ...override })).success).toBe(
      false,
    );
  });

  it('rejects an entry of another content type', () => {
    expect(packageEntry.safeParse(entry('contentItem', fields)).success).toBe(false);
  });
});

describe('package rules', () => {
  it('needs 10 guests, except Teen All Access which needs 6', () => {
    expect(minimumGuestsFor({ title: 'Teen All Access' })).toBe(6);
    expect(minimumGuestsFor({ title: ' teen all access ' })).toBe(6);
    expect(minimumGuestsFor({ title: 'Bowling Bash Birthday' })).toBe(10);
    expect(minimumGuestsFor({ title: 'Teen All Access Plus' })).toBe(10);
  });

  it('badges the package bearing the company name as the best value and All You Can Play as new', () => {
    expect(packageBadge({ title: 'Spark Alley Ultimate Birthday' }, 'Spark Alley')).toBe(
      'bestValue',
    );
    expect(packageBadge({ title: 'All You Can Play Birthday' }, 'Spark Alley')).toBe('newPackage');
    expect(packageBadge({ title: 'Teen All Access' }, 'Spark Alley')).toBeUndefined();
    // The company name comes from the site settings, so a renamed company moves the badge.
    expect(packageBadge({ title: 'Spark Alley Ultimate Birthday' }, 'Fun Town')).toBeUndefined();
  });

  it('sends only All You Can Play Birthday to Find a Location', () => {
    expect(packageLinksToLocations({ title: 'All You Can Play Birthday' })).toBe(true);
    expect(packageLinksToLocations({ title: ' all you can play birthday' })).toBe(true);
    expect(packageLinksToLocations({ title: 'Teen All Access' })).toBe(false);
  });
});

describe('what a birthday package includes, for the booking step', () => {
  it('is its includes list as plain lines, paragraphs too, without empty ones', () => {
    const includes = richTextField(
      node(
        'unordered-list',
        node('list-item', paragraph('A $10.00 game card')),
        node('list-item', paragraph('  ')),
      ),
      paragraph('Pizza for everyone'),
    );
    expect(includedLines(includes as never)).toEqual(['A $10.00 game card', 'Pizza for everyone']);
    expect(includedLines(undefined)).toEqual([]);
  });
});

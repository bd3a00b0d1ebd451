// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PackageComparison } from '@/blocks/package-comparison/PackageComparison';
import { packageComparisonSchema } from '@/blocks/package-comparison/schema';
import { formatCents } from '@/lib/format';
import { partyTotalCents } from '@/lib/partyTotal';
import { entry, node, paragraph, richTextField } from '@/tests/support/entries';
import { row } from './table';

function pkg(title: string, price: number, fields: Record<string, unknown> = {}) {
  return entry('package', {
    title,
    kind: 'birthday',
    price,
    description: `${title}: a 2-hour party.`,
    includes: richTextField(
      node(
        'unordered-list',
        node('list-item', paragraph('2-hour party with a dedicated party host')),
        node('list-item', paragraph(`${title} play`)),
      ),
    ),
    ...fields,
  });
}

const laserTag = entry('experience', {
  title: 'Laser Tag',
  slug: 'laser-tag',
  minimumAge: 7,
  minimumHeightInches: 42,
});
const bowling = entry('experience', { title: 'Bowling', slug: 'bowling' });

const packages = [
  pkg('Bowling Bash Birthday', 22, { attractions: [bowling] }),
  pkg('Teen All Access', 31.99, { ages: 'Ages 13 to 17', attractions: [bowling, laserTag] }),
  pkg('Little Strikers Birthday', 12.99, { ages: 'Ages 3 to 7' }),
  pkg('All You Can Play Birthday', 29.99),
];

function renderComparison(fields: Record<string, unknown> = {}) {
  const props = packageComparisonSchema.parse({
    heading: 'Compare the birthday packages',
    packages,
    ...fields,
  });
  render(<PackageComparison {...props} context={PUBLISHED_ENGLISH} />);
  return { user: userEvent.setup(), table: screen.getByRole('table') };
}

describe('the package comparison', () => {
  it('puts the packages side by side: price, minimum guests, ages and what each includes', () => {
    const { table } = renderComparison();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Bowling Bash Birthday',
      'Teen All Access',
      'Little Strikers Birthday',
      'All You Can Play Birthday',
    ]);
    expect(row(table, 'Price per guest')).toEqual(['$22.00', '$31.99', '$12.99', '$29.99']);
    expect(row(table, 'Minimum guests')).toEqual(['10', '6', '10', '10']);
    expect(row(table, 'Ages')).toEqual(['All ages', 'Ages 13 to 17', 'Ages 3 to 7', 'All ages']);
    // Each attraction's rules come from its own entry; bowling has none.
    expect(row(table, 'Who can play')).toEqual([
      'No age or height limits',
      'Laser Tag: Ages 7 and up, at least 42 inches tall.',
      'No age or height limits',
      'No age or height limits',
    ]);
    expect(within(table).getByRole('link', { name: 'Laser Tag' })).toHaveAttribute(
      'href',
      '/experiences/laser-tag/',
    );
    expect(row(table, 'What’s included')[1]).toBe(
      '2-hour party with a dedicated party hostTeen All Access play',
    );
  });

  it('estimates each total for the kids typed, counted as the booking counts it', async () => {
    const { user, table } = renderComparison();
    expect(row(table, /Estimated total for/)).toEqual(['$220.00', '$319.90', '$129.90', '$299.90']);
    const kids = within(table).getByRole('spinbutton', { name: 'Estimated total for' });
    await user.clear(kids);
    await user.type(kids, '11');
    // Floats would make 11 × $12.99 $142.89000000000001; the booking's sum is the table's.
    expect(row(table, /Estimated total for/)).toEqual(
      [22, 31.99, 12.99, 29.99].map((price) => formatCents(partyTotalCents(11, price))),
    );
    expect(row(table, /Estimated total for/)[2]).toBe('$142.89');
  });

  it('says which packages need more guests, and asks for a number it can count', async () => {
    const { user, table } = renderComparison({ kids: 8 });
    expect(row(table, /Estimated total for/)).toEqual([
      'Needs at least 10 guests',
      '$255.92',
      'Needs at least 10 guests',
      'Needs at least 10 guests',
    ]);
    const kids = within(table).getByRole('spinbutton', { name: 'Estimated total for' });
    await user.clear(kids);
    await user.type(kids, '0');
    expect(row(table, /Estimated total for/)).toEqual(['—', '—', '—', '—']);
    expect(kids).toHaveAccessibleDescription('A number from 1 to 99');
  });

  it('leads each package to its booking, and All You Can Play to Find a Location', () => {
    const { table } = renderComparison();
    const lastRow = within(table).getAllByRole('row').at(-1)!;
    expect(
      within(lastRow)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['Book Now: Bowling Bash Birthday', '/book/birthday/info/?package=bowling-bash-birthday'],
      ['Book Now: Teen All Access', '/book/birthday/info/?package=teen-all-access'],
      [
        'Book Now: Little Strikers Birthday',
        '/book/birthday/info/?package=little-strikers-birthday',
      ],
      ['Find a Location for All You Can Play Birthday', '/locations/'],
    ]);
  });

  it('needs at least two packages to compare', () => {
    expect(
      packageComparisonSchema.safeParse({ heading: 'Compare', packages: packages.slice(0, 1) })
        .success,
    ).toBe(false);
  });
});

// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { tripleColumnSchema } from '@/blocks/triple-column/schema';
import { TripleColumn } from '@/blocks/triple-column/TripleColumn';
import { cardTitles } from '@/tests/support/blocks';
import { asset, contentItem, navLink, unresolvedLink } from '@/tests/support/entries';
import { expectSkipped, spyOnWarnings } from '@/tests/support/log';

const bowling = contentItem({
  title: 'Bowling',
  tagLine: 'Strike it big',
  excerpt: 'Glow lanes and bumpers for the little ones.',
  linkImage: asset({ fileName: 'bowling.svg', description: 'A bowling ball rolling toward pins' }),
  cta: navLink('Learn more', '/activities/bowling/'),
});
const arcade = contentItem({
  title: 'Arcade',
  excerpt: 'Over 100 games.',
  cta: navLink('Learn more', '/activities/arcade/'),
});
const laserTag = contentItem({ title: 'Laser tag' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Triple column block', () => {
  it('shows the heading and one card per item, each with its own heading', () => {
    const props = tripleColumnSchema.parse({
      heading: 'Something for everyone',
      columns: [bowling, arcade, laserTag],
    });
    render(<TripleColumn {...props} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Something for everyone' })).toBeVisible();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cardTitles(cards)).toEqual(['Bowling', 'Arcade', 'Laser tag']);
  });

  it('shows the tag line, excerpt and image of an item, and a link named after the item', () => {
    render(
      <TripleColumn {...tripleColumnSchema.parse({ columns: [bowling, arcade, laserTag] })} />,
    );

    const [first, , third] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(first).toHaveTextContent('Strike it big');
    expect(first).toHaveTextContent('Glow lanes and bumpers for the little ones.');
    expect(
      within(first!).getByRole('img', { name: 'A bowling ball rolling toward pins' }),
    ).toBeVisible();
    // Two cards say "Learn more": the hidden suffix tells them apart for screen readers.
    expect(screen.getByRole('link', { name: 'Learn more: Bowling' })).toHaveAttribute(
      'href',
      '/activities/bowling/',
    );
    expect(screen.getByRole('link', { name: 'Learn more: Arcade' })).toHaveAttribute(
      'href',
      '/activities/arcade/',
    );
    expect(within(third!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(third!).queryByRole('img')).not.toBeInTheDocument();
  });

  it('is rejected with four items, since the layout holds three', () => {
    const result = tripleColumnSchema.safeParse({
      columns: [bowling, arcade, laserTag, contentItem({ title: 'Dining' })],
    });
    expect(result.success).toBe(false);
  });

  it('skips and logs an item without a title while the rest stay', () => {
    const warn = spyOnWarnings();
    const props = tripleColumnSchema.parse({
      columns: [bowling, contentItem({ excerpt: 'No title' }, 'item-untitled'), laserTag],
    });

    expect(props.columns.map((column) => column.title)).toEqual(['Bowling', 'Laser tag']);
    expectSkipped(warn, {
      id: 'item-untitled',
      index: 1,
      reason: expect.stringContaining('title'),
    });
  });

  it('skips an unpublished item, so four links with one unresolved still fit', () => {
    spyOnWarnings();
    const props = tripleColumnSchema.parse({
      columns: [bowling, unresolvedLink('item-draft'), arcade, laserTag],
    });
    expect(props.columns.map((column) => column.title)).toEqual(['Bowling', 'Arcade', 'Laser tag']);
  });

  it('is rejected when no valid item is left', () => {
    spyOnWarnings();
    expect(tripleColumnSchema.safeParse({ columns: [] }).success).toBe(false);
    expect(tripleColumnSchema.safeParse({ columns: [contentItem({ title: '' })] }).success).toBe(
      false,
    );
  });
});

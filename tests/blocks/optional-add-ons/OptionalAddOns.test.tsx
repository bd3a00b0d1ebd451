// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { optionalAddOnsBlock } from '@/blocks/optional-add-ons';
import { localEntries } from '@/lib/cms/local';
import { createContentSource } from '@/lib/cms/source';
import { cardTitles, refuses, renderBlock } from '@/tests/support/blocks';
import { contentItem } from '@/tests/support/entries';
import { loggedWith, spyOnWarnings } from '@/tests/support/log';

const extraHour = contentItem(
  {
    title: 'Extra Hour of Bowling',
    excerpt: 'Keep the lanes rolling for another hour.',
    price: 8.99,
    tagLine: 'per guest',
  },
  'add-on-hour',
);
const gameCard = contentItem(
  { title: '$20 Game Card', excerpt: 'A preloaded card.', price: 20, tagLine: 'per card' },
  'add-on-card',
);
const photoBooth = contentItem({ title: 'Photo Booth', price: 1499.5 }, 'add-on-booth');

const fields = {
  heading: 'Optional Add-Ons',
  intro: 'Make it your own.',
  addOns: [extraHour, gameCard, photoBooth],
};

const renderSection = (sectionFields: unknown) => renderBlock(optionalAddOnsBlock, sectionFields);
const refused = (sectionFields: unknown) => refuses(optionalAddOnsBlock, sectionFields);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Optional add-ons block', () => {
  it('lists each add-on with its title, text and price in dollars and cents with its unit', () => {
    renderSection(fields);

    const section = screen.getByRole('region', { name: 'Optional Add-Ons' });
    expect(section).toHaveTextContent('Make it your own.');
    const items = within(section).getAllByRole('listitem');
    expect(cardTitles(items)).toEqual(['Extra Hour of Bowling', '$20 Game Card', 'Photo Booth']);
    expect(items[0]).toHaveTextContent('Keep the lanes rolling for another hour.');
    expect(within(items[0]!).getByText('$8.99').parentElement).toHaveTextContent('$8.99 per guest');
    // Whole amounts keep their cents (docs/rules/limits.md#prices).
    expect(within(items[1]!).getByText('$20.00').parentElement).toHaveTextContent(
      '$20.00 per card',
    );
    // No unit: the amount alone.
    expect(within(items[2]!).getByText('$1,499.50').parentElement).toHaveTextContent(
      /^\$1,499\.50$/,
    );
  });

  it('takes its anchor from the heading, so other sections can link to it', () => {
    renderSection({ ...fields, heading: 'Extras & Upgrades' });
    expect(screen.getByRole('region', { name: 'Extras & Upgrades' })).toHaveAttribute(
      'id',
      'extras-n-upgrades',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute(
      'id',
      'extras-n-upgrades-heading',
    );
  });

  it('leaves out an add-on without a price, or with a negative one, and logs its id', () => {
    const warn = spyOnWarnings();
    renderSection({
      ...fields,
      addOns: [
        extraHour,
        contentItem({ title: 'Ask us', tagLine: 'per guest' }, 'add-on-unpriced'),
        contentItem({ title: 'Refund', price: -5 }, 'add-on-negative'),
        contentItem({ title: 'Text price', price: '9.99' }, 'add-on-text-price'),
      ],
    });

    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Ask us')).not.toBeInTheDocument();
    expect(loggedWith(warn, 'list item skipped').map((item) => item.id)).toEqual([
      'add-on-unpriced',
      'add-on-negative',
      'add-on-text-price',
    ]);
    expect(JSON.stringify(loggedWith(warn, 'list item skipped')[0])).toContain(
      'an add-on needs a price',
    );
  });

  it('refuses an entry without a heading, without a priced add-on or with more than twelve', () => {
    spyOnWarnings();
    expect(refused({ ...fields, heading: '' })).toBe(true);
    expect(refused({ ...fields, addOns: [contentItem({ title: 'Ask us' })] })).toBe(true);
    expect(refused({ ...fields, addOns: undefined })).toBe(true);
    const many = (count: number) =>
      Array.from({ length: count }, (_, i) => contentItem({ title: `Extra ${i}`, price: i }));
    expect(refused({ ...fields, addOns: many(13) })).toBe(true);
    expect(refused({ ...fields, addOns: many(12) })).toBe(false);
  });

  it('has the embedded entry the event pages link, six priced add-ons', async () => {
    const source = createContentSource(localEntries());
    const example = (await source.entries('optionalAddOns')).find(
      (candidate) => candidate.sys.id === 'optional-add-ons-events',
    );
    expect(example).toBeDefined();

    const warn = spyOnWarnings();
    renderSection(example!.fields);

    expect(screen.getByRole('region', { name: 'Optional Add-Ons' })).toHaveAttribute(
      'id',
      'optional-add-ons',
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[0]).toHaveTextContent('Extra Hour of Bowling');
    expect(items[0]).toHaveTextContent('$8.99 per guest');
    for (const item of items) expect(item).toHaveTextContent(/\$\d[\d,]*\.\d\d per \w+/);
    expect(warn).not.toHaveBeenCalled();
  });
});

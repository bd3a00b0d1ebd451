// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import { PriceList } from '@/blocks/price-list/PriceList';
import { priceListSchema } from '@/blocks/price-list/schema';
import { entry } from '@/tests/support/entries';
import { expectSkipped, spyOnWarnings } from '@/tests/support/log';

const row = (fields: Record<string, unknown>, id?: string) => entry('priceListItem', fields, id);

const fields = {
  heading: 'Bonus Play on Bigger Cards',
  intro: 'From $50 up, we add bonus play on top.',
  items: [
    row({ name: 'Game Night', price: 25 }),
    row({ name: 'Family Fun', price: 50, detail: '+ $10 bonus play' }),
    row({ name: 'Party Pack', price: 100, detail: '+ $25 bonus play', highlight: true }),
  ],
  note: 'Bonus play is good for 90 days.',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('price list block', () => {
  it('lists each row with its price in dollars and cents, in the editor’s order', () => {
    render(<PriceList {...priceListSchema.parse(fields)} context={PUBLISHED_ENGLISH} />);

    expect(screen.getByRole('heading', { level: 2, name: fields.heading })).toBeVisible();
    expect(screen.getByText(fields.intro)).toBeVisible();
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows.map((item) => item.textContent)).toEqual([
      'Game Night $25.00',
      'Family Fun $50.00 + $10 bonus play',
      'Party Pack Best Value $100.00 + $25 bonus play',
    ]);
    expect(screen.getByText(fields.note)).toBeVisible();
  });

  it('marks only the highlighted row as the best value', () => {
    render(<PriceList {...priceListSchema.parse(fields)} context={PUBLISHED_ENGLISH} />);

    expect(screen.getAllByText('Best Value')).toHaveLength(1);
    expect(screen.getByText('Best Value').closest('li')).toHaveTextContent('Party Pack');
  });

  it('skips a row without a price and keeps the others', () => {
    const warnings = spyOnWarnings();
    const parsed = priceListSchema.parse({
      ...fields,
      items: [...fields.items, row({ name: 'Mystery card' }, 'row-without-price')],
    });

    expect(parsed.items.map((item) => item.name)).toEqual([
      'Game Night',
      'Family Fun',
      'Party Pack',
    ]);
    expectSkipped(warnings, { id: 'row-without-price' });
  });

  it('refuses a list left without a row, so the section is not shown', () => {
    spyOnWarnings();
    expect(priceListSchema.safeParse({ ...fields, items: [row({ name: 'Free' })] }).success).toBe(
      false,
    );
    expect(priceListSchema.safeParse({ ...fields, heading: ' ' }).success).toBe(false);
  });
});

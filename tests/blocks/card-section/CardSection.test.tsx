// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import { CardSection } from '@/blocks/card-section/CardSection';
import { cardSectionSchema } from '@/blocks/card-section/schema';
import { cardTitles } from '@/tests/support/blocks';
import { asset, contentItem, navLink } from '@/tests/support/entries';
import { expectSkipped, spyOnWarnings } from '@/tests/support/log';

const summer = contentItem({
  title: 'Summer Pass',
  tagLine: 'Best value',
  price: 29,
  excerpt: 'Two hours of games a day, all summer.',
  linkImage: asset({ fileName: 'season-pass.svg', description: 'A shiny season pass card' }),
  // Every card leads to its season's registration, whatever the editor linked
  // (docs/rules/screens-and-routes.md#routes).
  cta: navLink('Details', '/season-pass/'),
});
const summerPlus = contentItem({ title: 'Summer Pass Plus', price: 39.99 });
const winter = contentItem({ title: 'Winter Pass' });
const holiday = contentItem({ title: 'Holiday Pass', slug: 'winter-break-pass' });

const fields = {
  heading: 'Season Passes',
  text: 'One pass, all season long.',
  cards: [summer, summerPlus, winter],
};

afterEach(() => {
  vi.restoreAllMocks();
});

const cards = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('Card section block', () => {
  it('shows the heading, the text and one card per item with its title', () => {
    render(<CardSection {...cardSectionSchema.parse(fields)} context={PUBLISHED_ENGLISH} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Season Passes' })).toBeVisible();
    expect(screen.getByText('One pass, all season long.')).toBeVisible();
    expect(cardTitles(cards())).toEqual(['Summer Pass', 'Summer Pass Plus', 'Winter Pass']);
  });

  it('gives every card a Buy Now link to its season’s registration, named after its card', () => {
    render(
      <CardSection
        {...cardSectionSchema.parse({ ...fields, cards: [...fields.cards, holiday] })}
        context={PUBLISHED_ENGLISH}
      />,
    );

    const hrefs = cards().map((card) => {
      const links = within(card).getAllByRole('link');
      expect(links).toHaveLength(1);
      const title = within(card).getByRole('heading', { level: 3 }).textContent;
      expect(links[0]).toHaveAccessibleName(`Buy Now: ${title}`);
      return links[0]!.getAttribute('href');
    });
    // The winter pass opens the winter form, by its title or by its slug.
    expect(hrefs).toEqual([
      '/book/seasonpass/',
      '/book/seasonpass/',
      '/book/seasonpass/winter/',
      '/book/seasonpass/winter/',
    ]);
    expect(screen.queryByRole('link', { name: 'Details' })).not.toBeInTheDocument();
  });

  it('shows prices in dollars with cents, and no price where the card has none', () => {
    render(<CardSection {...cardSectionSchema.parse(fields)} context={PUBLISHED_ENGLISH} />);

    const [first, second, third] = cards();
    expect(first).toHaveTextContent('$29.00');
    expect(second).toHaveTextContent('$39.99');
    expect(third).not.toHaveTextContent('$');
  });

  it('shows the tag line, the excerpt and the image of a card', () => {
    render(<CardSection {...cardSectionSchema.parse(fields)} context={PUBLISHED_ENGLISH} />);

    const [first] = cards();
    expect(first).toHaveTextContent('Best value');
    expect(first).toHaveTextContent('Two hours of games a day, all summer.');
    expect(within(first!).getByRole('img', { name: 'A shiny season pass card' })).toBeVisible();
  });

  it('skips and logs a card without a title, or with a negative price, while the rest stay', () => {
    const warn = spyOnWarnings();
    const props = cardSectionSchema.parse({
      ...fields,
      cards: [
        summer,
        contentItem({ price: 19 }, 'card-untitled'),
        contentItem({ title: 'Refund', price: -5 }, 'card-negative'),
        winter,
      ],
    });
    render(<CardSection {...props} context={PUBLISHED_ENGLISH} />);

    expect(cards()).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Summer Pass' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Winter Pass' })).toBeVisible();
    expect(screen.queryByText('$19.00')).not.toBeInTheDocument();
    for (const id of ['card-untitled', 'card-negative']) {
      expectSkipped(warn, { id });
    }
  });

  it('is rejected without a heading or without any valid card', () => {
    spyOnWarnings();
    expect(cardSectionSchema.safeParse({ ...fields, heading: undefined }).success).toBe(false);
    expect(cardSectionSchema.safeParse({ ...fields, cards: [] }).success).toBe(false);
    expect(
      cardSectionSchema.safeParse({ ...fields, cards: [contentItem({ price: 10 })] }).success,
    ).toBe(false);
  });
});

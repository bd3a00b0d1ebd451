// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import { CARD_SLIDER_SETTINGS, CardSlider } from '@/blocks/card-slider/CardSlider';
import { cardSliderSchema } from '@/blocks/card-slider/schema';
import { entry } from '@/tests/support/entries';
import { expectSkipped, spyOnWarnings } from '@/tests/support/log';
import { mockMedia } from '@/tests/support/media';

function birthdayPackage(title: string, price: number, description: string, id?: string) {
  return entry('package', { title, kind: 'birthday', price, description }, id);
}

const fields = {
  heading: 'Our most-loved parties',
  packages: [
    birthdayPackage('Spark Alley Ultimate Birthday', 34.99, 'Our biggest, brightest party.'),
    birthdayPackage('All You Can Play Birthday', 29.99, 'Unlimited arcade games.'),
    birthdayPackage('Teen All Access', 31.99, 'Made for 13 to 17 year-olds.'),
    birthdayPackage('Bowling Bash Birthday', 22, 'Glow lanes with bumpers.'),
    birthdayPackage('Laser Tag & Arcade Birthday', 26.5, 'Suit up for the arena.'),
  ],
};

beforeEach(() => mockMedia({ width: 1440 }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderBlock(overrides: Record<string, unknown> = {}) {
  render(
    <CardSlider
      {...cardSliderSchema.parse({ ...fields, ...overrides })}
      context={PUBLISHED_ENGLISH}
    />,
  );
  const carousel = screen.getByRole('region', { name: 'Our most-loved parties' });
  const cards = within(carousel).getAllByRole('group', { hidden: true });
  return { carousel, cards };
}

describe('Card slider block', () => {
  it('shows the heading, an optional intro and one card per package', () => {
    const { cards } = renderBlock({ intro: 'Booked again and again.' });

    expect(screen.getByRole('heading', { level: 2, name: 'Our most-loved parties' })).toBeVisible();
    expect(screen.getByText('Booked again and again.')).toBeVisible();
    expect(cards).toHaveLength(5);
    expect(
      cards.map(
        (card) => within(card).getByRole('heading', { level: 3, hidden: true }).textContent,
      ),
    ).toEqual(fields.packages.map((pkg) => pkg.fields.title));
  });

  it("badges the first card 'Best Value' and the second 'Fan-Favorite', and no other", () => {
    const { cards } = renderBlock();
    const badges = cards.map((card) => card.querySelector('article > div > p:first-child'));

    expect(badges[0]).toHaveTextContent(/^Best Value$/);
    expect(badges[1]).toHaveTextContent(/^Fan-Favorite$/);
    for (const card of cards.slice(2)) {
      expect(card).not.toHaveTextContent(/Best Value|Fan-Favorite/);
    }
  });

  it('gives the badges by position, whichever packages come first', () => {
    const { cards } = renderBlock({ packages: [fields.packages[3], fields.packages[0]] });

    expect(cards[0]).toHaveTextContent('Bowling Bash Birthday');
    expect(cards[0]).toHaveTextContent('Best Value');
    expect(cards[1]).toHaveTextContent('Fan-Favorite');
  });

  it('shows the price line and the short description of every card', () => {
    const { cards } = renderBlock();

    expect(cards[3]).toHaveTextContent('Starting at $22.00 per guest');
    expect(cards[3]).toHaveTextContent('Glow lanes with bumpers.');
    expect(cards[4]).toHaveTextContent('Starting at $26.50 per guest');
  });

  it('links Book Now to the package on the booking page; All You Can Play finds a location', () => {
    const { cards } = renderBlock();
    const link = (index: number) => within(cards[index]!).getByRole('link', { hidden: true });

    expect(link(0)).toHaveAccessibleName('Book Now: Spark Alley Ultimate Birthday');
    expect(link(0)).toHaveAttribute('href', '/book/birthday/#spark-alley-ultimate-birthday');
    expect(link(4)).toHaveAttribute('href', '/book/birthday/#laser-tag-n-arcade-birthday');
    expect(link(1)).toHaveAccessibleName('Find a Location: All You Can Play Birthday');
    expect(link(1)).toHaveAttribute('href', '/locations/');
  });

  it('does not autoplay, and follows the documented breakpoints', () => {
    const { carousel } = renderBlock();

    expect(within(carousel).queryByRole('button', { name: /slide show/ })).not.toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeVisible();
    expect(CARD_SLIDER_SETTINGS.responsive).toEqual([
      { maxWidth: 1089, slidesToShow: 3 },
      { maxWidth: 839, slidesToShow: 2 },
      { maxWidth: 639, slidesToShow: 1 },
    ]);
  });

  it('skips a broken package and is rejected without a heading or packages', () => {
    const warn = spyOnWarnings();
    const props = cardSliderSchema.parse({
      ...fields,
      packages: [
        entry('package', { title: 'Nameless price' }, 'package-broken'),
        fields.packages[0],
      ],
    });
    expect(props.packages).toHaveLength(1);
    expectSkipped(warn, { id: 'package-broken' });
    expect(cardSliderSchema.safeParse({ packages: fields.packages }).success).toBe(false);
    expect(cardSliderSchema.safeParse({ ...fields, packages: [] }).success).toBe(false);
  });
});

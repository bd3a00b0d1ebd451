// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { OfferCards } from '@/blocks/offer-cards/OfferCards';
import { offerCardsSchema } from '@/blocks/offer-cards/schema';
import { cardTitles } from '@/tests/support/blocks';
import { entry } from '@/tests/support/entries';
import { spyOnWarnings } from '@/tests/support/log';

const gameNight = entry(
  'offer',
  {
    title: 'Half-Price Game Night',
    deal: '50% off',
    days: 'Wednesdays, 5 PM to close',
    conditions: 'Half off every arcade game swipe. Not valid with other offers.',
  },
  'offer-game-night',
);
const bowlingBundle = entry(
  'offer',
  {
    title: 'Family Bowling Bundle',
    deal: '$49.99',
    days: 'Sundays to Thursdays, all day',
    conditions: 'One hour of bowling for up to 6 guests, shoes and a large pizza.',
  },
  'offer-bowling',
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Offer cards block', () => {
  it('shows each offer with its deal, days and conditions under the heading', () => {
    const props = offerCardsSchema.parse({
      heading: 'This week’s offers',
      intro: 'On now at every center.',
      offers: [gameNight, bowlingBundle],
    });
    render(<OfferCards {...props} />);

    const section = screen.getByRole('region', { name: 'This week’s offers' });
    expect(section).toHaveAttribute('id', 'this-weeks-offers');
    expect(section).toHaveTextContent('On now at every center.');
    const cards = within(section).getAllByRole('listitem');
    expect(cardTitles(cards)).toEqual(['Half-Price Game Night', 'Family Bowling Bundle']);
    expect(cards[0]).toHaveTextContent('50% off');
    expect(cards[0]).toHaveTextContent('Wednesdays, 5 PM to close');
    expect(cards[0]).toHaveTextContent('Not valid with other offers.');
    expect(cards[1]).toHaveTextContent('$49.99');
  });

  it('leaves out an offer that does not say when it runs or on what terms, and logs it', () => {
    const warnings = spyOnWarnings();
    const vague = entry('offer', { title: 'Mystery Deal', deal: 'Save big' }, 'offer-vague');
    const props = offerCardsSchema.parse({ heading: 'Offers', offers: [vague, gameNight] });
    render(<OfferCards {...props} />);

    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Mystery Deal')).not.toBeInTheDocument();
    expect(JSON.stringify(warnings.mock.calls)).toContain('offer-vague');
  });

  it('refuses a section without a heading or without any usable offer', () => {
    spyOnWarnings();
    expect(offerCardsSchema.safeParse({ offers: [gameNight] }).success).toBe(false);
    expect(
      offerCardsSchema.safeParse({
        heading: 'Offers',
        offers: [entry('offer', { title: 'Price only', deal: '$5' })],
      }).success,
    ).toBe(false);
  });
});

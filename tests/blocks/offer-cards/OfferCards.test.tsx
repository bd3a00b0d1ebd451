// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import { OfferCards } from '@/blocks/offer-cards/OfferCards';
import { offerCardsSchema, type OfferCardsProps } from '@/blocks/offer-cards/schema';
import { renderAgainAt } from '@/lib/cms/revalidation';
import { cardTitles } from '@/tests/support/blocks';
import { entry, navLink } from '@/tests/support/entries';
import { spyOnWarnings } from '@/tests/support/log';

// Outside Next there is no page cache to end; the tests check when the page asks to end it.
vi.mock('@/lib/cms/revalidation', () => ({ renderAgainAt: vi.fn() }));

const gameNight = entry(
  'offer',
  {
    title: 'Half-Price Game Night',
    deal: '50% off',
    days: 'Wednesdays, 5 PM to close',
    conditions: 'Half off every arcade game swipe. Not valid with other offers.',
    cta: navLink('Find your center', '/locations/'),
  },
  'offer-game-night',
);
const familyPack = entry(
  'offer',
  {
    title: 'Family Fun Pack',
    deal: '$49.99',
    days: 'Sundays to Thursdays, all day',
    conditions: 'One hour of bowling for up to 6 guests, shoes and a large pizza.',
    cta: navLink('Book a lane', '/book/activities/'),
    lastDay: '2027-02-28',
  },
  'offer-family-pack',
);

/** The section as a published page renders it at `now`; the site's clock keeps Chicago time. */
async function renderAt(now: string, props: OfferCardsProps) {
  vi.setSystemTime(new Date(now));
  return render(await OfferCards({ ...props, context: PUBLISHED_ENGLISH }));
}

const deals = (offers: unknown[]) =>
  offerCardsSchema.parse({ heading: 'This week’s deals', intro: 'On at every center.', offers });

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Offer cards block', () => {
  it('shows each deal with its price, days, conditions and a button to where it is used', async () => {
    await renderAt('2026-12-02T18:00:00Z', deals([gameNight, familyPack]));

    const section = screen.getByRole('region', { name: 'This week’s deals' });
    expect(section).toHaveAttribute('id', 'this-weeks-deals');
    expect(section).toHaveTextContent('On at every center.');
    const cards = within(section).getAllByRole('listitem');
    expect(cardTitles(cards)).toEqual(['Half-Price Game Night', 'Family Fun Pack']);
    expect(cards[0]).toHaveTextContent('50% off');
    expect(cards[0]).toHaveTextContent('Wednesdays, 5 PM to close');
    expect(cards[0]).toHaveTextContent('Not valid with other offers.');
    expect(
      within(cards[0]!).getByRole('link', { name: 'Find your center: Half-Price Game Night' }),
    ).toHaveAttribute('href', '/locations/');
    expect(cards[1]).toHaveTextContent('Sundays to Thursdays, all day · until February 28, 2027');
    expect(
      within(cards[1]!).getByRole('link', { name: 'Book a lane: Family Fun Pack' }),
    ).toHaveAttribute('href', '/book/activities/');
  });

  it('runs a deal through its last day on the site’s clock, and asks the page to change then', async () => {
    // 11:59 PM on February 28 in Chicago.
    const { unmount } = await renderAt('2027-03-01T05:59:00Z', deals([gameNight, familyPack]));
    expect(screen.getByText('Family Fun Pack')).toBeVisible();
    expect(renderAgainAt).toHaveBeenLastCalledWith(
      Date.parse('2027-03-01T06:00:00Z'),
      new Date('2027-03-01T05:59:00Z'),
    );
    unmount();

    await renderAt('2027-03-01T06:00:00Z', deals([gameNight, familyPack]));
    expect(screen.queryByText('Family Fun Pack')).not.toBeInTheDocument();
    expect(screen.getByText('Half-Price Game Night')).toBeVisible();
  });

  it('leaves the section out once every deal has ended', async () => {
    const { container } = await renderAt('2027-03-02T12:00:00Z', deals([familyPack]));
    expect(container).toBeEmptyDOMElement();
  });

  it('leaves out a deal that does not say when it runs, on what terms or where, and logs it', async () => {
    const warnings = spyOnWarnings();
    const vague = entry('offer', { title: 'Mystery Deal', deal: 'Save big' }, 'offer-vague');
    const buttonless = entry(
      'offer',
      { ...(gameNight.fields as Record<string, unknown>), title: 'No button', cta: undefined },
      'offer-no-button',
    );
    await renderAt('2026-12-02T18:00:00Z', deals([vague, buttonless, gameNight]));

    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Mystery Deal')).not.toBeInTheDocument();
    expect(screen.queryByText('No button')).not.toBeInTheDocument();
    expect(JSON.stringify(warnings.mock.calls)).toContain('offer-vague');
    expect(JSON.stringify(warnings.mock.calls)).toContain('offer-no-button');
  });

  it('refuses a section without a heading or without any usable deal', () => {
    spyOnWarnings();
    expect(offerCardsSchema.safeParse({ offers: [gameNight] }).success).toBe(false);
    expect(
      offerCardsSchema.safeParse({
        heading: 'Deals',
        offers: [entry('offer', { title: 'Price only', deal: '$5' })],
      }).success,
    ).toBe(false);
  });
});

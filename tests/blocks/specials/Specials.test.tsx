// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import { currentSpecials, specialsSchema } from '@/blocks/specials/schema';
import { Specials } from '@/blocks/specials/Specials';
import { contentItem, navLink } from '@/tests/support/entries';
import { spyOnWarnings } from '@/tests/support/log';

const bowling = contentItem(
  {
    title: 'Half-Price Bowling Mondays',
    tagLine: 'Every Monday',
    excerpt: 'Every lane, half the price.',
    cta: navLink('Find a Location', '/locations/'),
  },
  'special-bowling',
);
const funPack = contentItem(
  {
    title: 'Family Fun Pack',
    price: 49.99,
    tagLine: 'For four',
    date: '2026-12-31',
    cta: navLink('Book Now', '/book/activities/'),
  },
  'special-fun-pack',
);
const laserTag = contentItem(
  { title: 'Laser Tag for Two', price: 10, cta: navLink('Find a Location', '/locations/') },
  'special-laser-tag',
);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderAt(now: string, specials: unknown[] = [bowling, funPack, laserTag]) {
  vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
  const props = specialsSchema.parse({
    heading: 'Weekly Specials',
    intro: 'Every week.',
    specials,
  });
  return render(<Specials {...props} context={PUBLISHED_ENGLISH} />);
}

describe('Specials block', () => {
  it('shows each offer with its price or tag line, its last day and its button', () => {
    renderAt('2026-11-25T18:00:00Z');
    const section = screen.getByRole('region', { name: 'Weekly Specials' });
    expect(section).toHaveTextContent('Every week.');
    const [monday, pack, laser] = within(section).getAllByRole('listitem');
    expect(monday).toHaveTextContent('Every Monday');
    expect(monday).not.toHaveTextContent('$');
    expect(monday).not.toHaveTextContent('Ends');
    expect(pack).toHaveTextContent('$49.99');
    expect(pack).toHaveTextContent('For four');
    expect(pack).toHaveTextContent('Ends December 31, 2026');
    expect(laser).toHaveTextContent('$10.00');
    expect(within(pack!).getByRole('link', { name: 'Book Now: Family Fun Pack' })).toHaveAttribute(
      'href',
      '/book/activities/',
    );
  });

  it('keeps an offer on its last day in Arizona and leaves it out the day after', () => {
    // 06:59 UTC on January 1 is still December 31 in Arizona.
    renderAt('2027-01-01T06:59:00Z');
    expect(screen.getByText('Family Fun Pack')).toBeInTheDocument();
  });

  it('leaves out ended offers, and the whole section when none is left', () => {
    const { unmount } = renderAt('2027-01-01T08:00:00Z');
    expect(screen.queryByText('Family Fun Pack')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    unmount();

    const ended = renderAt('2027-01-02T12:00:00Z', [funPack]);
    expect(ended.container).toBeEmptyDOMElement();
  });

  it('skips an offer without a button, a price or tag line, or a real last day', () => {
    const warnings = spyOnWarnings();
    const noButton = contentItem({ title: 'No button', price: 5 }, 'special-no-button');
    const noDeal = contentItem(
      { title: 'No deal', cta: navLink('Go', '/locations/') },
      'special-no-deal',
    );
    const badDay = contentItem(
      { title: 'Bad day', price: 5, date: '2026-02-30', cta: navLink('Go', '/locations/') },
      'special-bad-day',
    );
    const props = specialsSchema.parse({
      heading: 'Specials',
      specials: [noButton, noDeal, badDay, bowling],
    });
    expect(props.specials.map((item) => item.title)).toEqual(['Half-Price Bowling Mondays']);
    const logged = JSON.stringify(warnings.mock.calls);
    for (const id of ['special-no-button', 'special-no-deal', 'special-bad-day']) {
      expect(logged).toContain(id);
    }
    expect(specialsSchema.safeParse({ heading: 'Specials', specials: [noDeal] }).success).toBe(
      false,
    );
  });

  it('lists undated offers whatever the day', () => {
    const props = specialsSchema.parse({ heading: 'Specials', specials: [bowling] });
    expect(currentSpecials(props.specials, new Date('2040-01-01T00:00:00Z'))).toHaveLength(1);
  });
});

// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { screen } from '@testing-library/react';
import { PageBody } from '@/blocks/PageBody';
import type { Page } from '@/lib/cms/page';
import { renderAgainAt } from '@/lib/cms/revalidation';
import { entry } from '@/tests/support/entries';
import { renderOnServer } from '@/tests/support/serverRender';

// Outside Next there is no page cache to end; the tests check when the page asks to end it.
vi.mock('@/lib/cms/revalidation', () => ({ renderAgainAt: vi.fn() }));

/** An offer that ends with November 30 on the site's clock (Chicago, by the embedded settings). */
const holidayOffer = entry(
  'scheduledSection',
  {
    name: 'Holiday party offer',
    section: entry('heading', { heading: 'Book before December 1 and save 10%' }),
    showUntil: '2026-12-01',
  },
  'scheduled-holiday-offer',
);
const ENDS = Date.parse('2026-12-01T06:00:00Z');

/** A summer hero that takes over the page's h1 from March 1. */
const summerHero = entry('scheduledSection', {
  name: 'Summer hero',
  section: entry('hero', { heading: 'One pass. All summer long.' }),
  showFrom: '2027-03-01',
});

const page = (children: unknown[]) =>
  ({ id: 'page-home', metaTitle: 'Spark Alley', children }) as Page;

async function renderPageAt(now: string, children: unknown[], draft = false) {
  vi.setSystemTime(new Date(now));
  return renderOnServer(
    await PageBody({ page: page(children), context: { ...PUBLISHED_ENGLISH, draft } }),
  );
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(renderAgainAt).mockClear();
});

describe('a scheduled section on a published page', () => {
  it('shows until its last moment and asks the page to change then', async () => {
    // 11:59 PM on November 30 in Chicago.
    await renderPageAt('2026-12-01T05:59:00Z', [holidayOffer]);
    expect(
      screen.getByRole('heading', { name: 'Book before December 1 and save 10%' }),
    ).toBeVisible();
    expect(renderAgainAt).toHaveBeenCalledWith(ENDS, new Date('2026-12-01T05:59:00Z'));
  });

  it('is gone from the first moment of December 1', async () => {
    await renderPageAt('2026-12-01T06:00:00Z', [holidayOffer]);
    expect(screen.queryByText(/save 10%/)).not.toBeInTheDocument();
  });

  it('gives the page its h1 only while it shows: a hidden one stands in before', async () => {
    await renderPageAt('2027-02-28T12:00:00Z', [summerHero]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Spark Alley');
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('visually-hidden');

    await renderPageAt('2027-03-01T06:00:00Z', [summerHero]);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'One pass. All summer long.',
    ]);
  });

  it('is left out, with the rest of the page, when its dates are not dates', async () => {
    const broken = entry('scheduledSection', {
      name: 'Broken',
      section: entry('heading', { heading: 'Never' }),
      showFrom: 'soon',
    });
    await renderPageAt('2026-12-01T12:00:00Z', [broken, entry('heading', { heading: 'Visit' })]);
    expect(screen.queryByText('Never')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Visit' })).toBeVisible();
  });
});

describe('a scheduled section in a draft preview', () => {
  it('is shown with its window and whether guests see it now', async () => {
    await renderPageAt('2026-12-02T12:00:00Z', [holidayOffer], true);
    expect(screen.getByRole('complementary', { name: 'Scheduled section' })).toHaveTextContent(
      'Scheduled: Holiday party offer (until Dec 1, 2026, 12:00 AM CST). Guests do not see this section now.',
    );
    expect(screen.getByRole('heading', { name: /save 10%/ })).toBeVisible();
  });
});

// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CenterFinder } from '@/blocks/center-finder/CenterFinder';
import { centerFinderSchema } from '@/blocks/center-finder/schema';
import { getCenterEntries, type SiteSettings } from '@/lib/cms';
import { useSite } from '@/stores/site';
import { HOSTILE, entries, serveCenters } from './fixtures';
import { islandsLoaded } from '@/tests/support/islands';
import { hrefOf } from '@/tests/support/navigation';

vi.mock('@/lib/cms', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/cms')>()),
  getCenterEntries: vi.fn(),
  getSiteSettings: vi.fn(),
}));

const fields = { heading: 'Find your nearest center', intro: 'Search by ZIP code.' };

let restoreLinks: () => void;
beforeEach(() => {
  restoreLinks = serveCenters();
});
afterEach(() => restoreLinks());

async function renderBlock(more: Record<string, unknown> = {}) {
  const view = render(
    await CenterFinder({
      ...centerFinderSchema.parse({ ...fields, ...more }),
      context: PUBLISHED_ENGLISH,
    }),
  );
  return { ...view, user: userEvent.setup() };
}

interface Business {
  '@type': string;
  name: string;
  telephone: string;
  address: Record<string, string>;
  geo: { latitude: number; longitude: number };
  openingHours: string[];
}

function jsonLd(container: HTMLElement) {
  const scripts = container.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  const text = scripts[0]!.innerHTML;
  return { text, data: JSON.parse(text) as { '@context': string; '@graph': Business[] } };
}

describe('center finder block: schema', () => {
  it('reads the entry, with a default list heading', () => {
    expect(centerFinderSchema.parse(fields)).toEqual({
      heading: 'Find your nearest center',
      intro: 'Search by ZIP code.',
      listHeading: 'All locations',
      opensPage: false,
    });
    expect(centerFinderSchema.parse({ ...fields, listHeading: 'Every center' }).listHeading).toBe(
      'Every center',
    );
    expect(centerFinderSchema.safeParse({ heading: ' ' }).success).toBe(false);
  });
});

describe('center finder block: every center by state', () => {
  it('groups every center by state, states and centers sorted by name', async () => {
    const { container } = await renderBlock();
    const groups = [...container.querySelectorAll('details')];
    expect(groups.map((group) => group.querySelector('summary')?.textContent)).toEqual([
      'Arizona2 centers',
      'Indiana1 center',
      'Texas2 centers',
    ]);
    expect(groups.map((group) => group.id)).toEqual(['state-az', 'state-in', 'state-tx']);
    // Closed until the guest opens a state.
    expect(groups.every((group) => !group.open)).toBe(true);
    const texas = within(groups[2]!).getByRole('list', { name: 'Centers in Texas', hidden: true });
    expect(
      within(texas)
        .getAllByRole('heading', { level: 3, hidden: true })
        .map((heading) => heading.textContent),
    ).toEqual(['Katy', 'Sugar Land']);
  });

  it('skips no heading level, whether or not its heading is the page’s h1', async () => {
    const outline = () =>
      screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);
    const { unmount } = await renderBlock();
    expect(outline().slice(0, 3)).toEqual([
      'H2 Find your nearest center',
      'H3 ★ My center',
      'H2 All locations',
    ]);
    unmount();
    await renderBlock({ opensPage: true });
    expect(outline().slice(0, 3)).toEqual([
      'H1 Find your nearest center',
      'H2 ★ My center',
      'H2 All locations',
    ]);
  });

  it('shows each center’s address, hours and actions, calling by its number', async () => {
    await renderBlock();
    const tempe = screen.getByRole('article', { name: 'Tempe' });
    expect(tempe).toHaveAttribute('id', 'center-tempe');
    expect(tempe).toHaveTextContent('1 Main St');
    expect(tempe).toHaveTextContent('Tempe, AZ 85284');
    expect(hrefOf('Call (480) 555-0142', tempe)).toBe('tel:+14805550142');
    expect(hrefOf('Book a Party at Tempe', tempe)).toBe('/book/birthday/#book-a-party');
    expect(tempe).toHaveTextContent('Fri–Sat10:00 AM – 2:00 AM');
    expect(hrefOf('Tempe', within(tempe).getByRole('heading', { name: 'Tempe' }))).toBe(
      '/locations/tempe/',
    );
    // Markup typed into a center's fields is text, never elements.
    const chandler = screen.getByRole('article', { name: 'Chandler' });
    expect(chandler).toHaveTextContent(HOSTILE);
    expect(chandler.querySelector('script')).toBeNull();
  });

  it('says when a coming-soon center opens instead of its hours, and offers no party there', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T18:00:00Z'));
    const { container } = await renderBlock();
    vi.useRealTimers();
    const fishers = screen.getByRole('article', { name: 'Fishers' });
    expect(fishers).toHaveTextContent('Coming soon: opens April 17, 2027');
    expect(within(fishers).queryByRole('list', { name: 'Opening hours' })).toBeNull();
    expect(fishers).not.toHaveTextContent('10:00 AM');
    expect(within(fishers).queryByRole('link', { name: /Book a Party/ })).toBeNull();
    expect(within(fishers).queryByRole('button', { name: /my center/ })).toBeNull();
    expect(hrefOf('Call (480) 555-0142', fishers)).toBe('tel:+14805550142');
    // Search engines get no opening hours for it yet.
    const business = jsonLd(container).data['@graph'].find(
      (item) => item.name === 'Spark Alley Fishers',
    );
    expect(business).toBeDefined();
    expect(business).not.toHaveProperty('openingHours');
  });
});

describe('center finder block: open now', () => {
  // Tuesday 8 December 2026, 10:30 AM in Texas and 9:30 AM in Arizona; the server made the page at
  // 10:20, and the browser reads its own clock.
  beforeEach(() => {
    vi.stubEnv('SITE_CLOCK', '2026-12-08T16:20:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime('2026-12-08T16:30:00Z');
    vi.mocked(getCenterEntries).mockResolvedValue(
      entries.map((entry) =>
        entry.fields.name === 'Tempe'
          ? { ...entry, fields: { ...entry.fields, timeZone: 'America/Phoenix' } }
          : entry,
      ),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('says on each card whether the center is open now, on the center’s own clock', async () => {
    await renderBlock();
    expect(screen.getByRole('article', { name: 'Tempe' })).toHaveTextContent('Opens soon · 10 AM');
    expect(screen.getByRole('article', { name: 'Katy' })).toHaveTextContent(
      'Open now · closes midnight',
    );
    // A coming-soon center says when it opens instead.
    expect(screen.getByRole('article', { name: 'Fishers' })).not.toHaveTextContent(/Open now/);
  });

  it('shows only the centers open now when the guest asks, and says how many', async () => {
    const { user, container } = await renderBlock();
    await user.click(screen.getByRole('checkbox', { name: 'Open now only' }));
    expect(
      screen.getAllByRole('status').find((status) => status.textContent?.includes('open now')),
    ).toHaveTextContent('3 centers are open now.');
    const groups = [...container.querySelectorAll('details')];
    expect(groups.map((group) => group.querySelector('summary')?.textContent)).toEqual([
      'Arizona1 center open',
      'Texas2 centers open',
    ]);
    expect(groups.every((group) => group.open)).toBe(true);
    expect(screen.queryByRole('article', { name: 'Tempe' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Chandler' })).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'Open now only' }));
    expect(container.querySelectorAll('details')).toHaveLength(3);
    expect(screen.getByRole('article', { name: 'Tempe' })).toBeInTheDocument();
  });

  it('shows only the centers with sensory-friendly sessions, open now or at any time', async () => {
    const sessions = [{ days: 'Sun', open: '9:00 AM', close: '10:00 AM' }];
    vi.mocked(getCenterEntries).mockResolvedValue(
      entries.map((entry) =>
        entry.fields.name === 'Tempe' || entry.fields.name === 'Katy'
          ? {
              ...entry,
              fields: {
                ...entry.fields,
                sensoryFriendlySessions: sessions,
                ...(entry.fields.name === 'Tempe' && { timeZone: 'America/Phoenix' }),
              },
            }
          : entry,
      ),
    );
    const { user, container } = await renderBlock();
    const filterStatus = () =>
      screen.getAllByRole('status').find((status) => status.textContent?.includes('sensory'));
    expect(screen.getByRole('article', { name: 'Katy' })).toHaveTextContent(
      'Sensory-friendly sessions: Sun 9:00 AM – 10:00 AM',
    );
    expect(screen.getByRole('article', { name: 'Sugar Land' })).not.toHaveTextContent(/Sensory/);

    await user.click(screen.getByRole('checkbox', { name: 'Sensory-friendly sessions' }));
    expect(filterStatus()).toHaveTextContent('2 centers hold sensory-friendly sessions.');
    expect(
      [...container.querySelectorAll('details')].map(
        (group) => group.querySelector('summary')?.textContent,
      ),
    ).toEqual(['Arizona1 center', 'Texas1 center']);

    // Tempe opens at 10 on Arizona's clock; Katy is open.
    await user.click(screen.getByRole('checkbox', { name: 'Open now only' }));
    expect(filterStatus()).toHaveTextContent(
      '1 center with sensory-friendly sessions is open now.',
    );
    expect(screen.getByRole('article', { name: 'Katy' })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Tempe' })).not.toBeInTheDocument();
  });

  it('puts every center on the map as a pin to its page, named with its status', async () => {
    const { container } = await renderBlock();
    const map = container.querySelector('figure svg')!;
    // The list below holds the same centers for the keyboard and screen readers.
    expect(map).toHaveAttribute('aria-hidden', 'true');
    const pins = [...map.querySelectorAll('a')];
    expect(
      pins.map((pin) => [pin.getAttribute('href'), pin.querySelector('title')?.textContent]),
    ).toEqual(
      expect.arrayContaining([
        ['/locations/tempe/', 'Tempe: Opens soon · 10 AM'],
        ['/locations/katy/', 'Katy: Open now · closes midnight'],
        ['/locations/fishers/', 'Fishers: Opening April 17, 2027'],
      ]),
    );
    expect(pins).toHaveLength(5);
    expect(pins.every((pin) => pin.getAttribute('tabindex') === '-1')).toBe(true);
    expect(map.querySelector('a[href="/locations/fishers/"]')).toHaveAttribute(
      'data-tone',
      'soon-to-open',
    );
    // Arizona lies west of Texas, and Texas south of Indiana, on the map as on the ground.
    const point = (slug: string) => {
      const use = map.querySelector(`a[href="/locations/${slug}/"] use`)!;
      return [Number(use.getAttribute('x')), Number(use.getAttribute('y'))] as const;
    };
    expect(point('tempe')[0]).toBeLessThan(point('katy')[0]);
    expect(point('katy')[1]).toBeGreaterThan(point('fishers')[1]);
  });

  it('adds the status to each center the search finds', async () => {
    const { user } = await renderBlock();
    await user.type(screen.getByLabelText('ZIP code, city or center name'), 'Tempe{Enter}');
    const results = screen.getByRole('list', { name: / near / });
    expect(within(results).getByRole('button', { name: /^Tempe/ })).toHaveTextContent(
      'Opens soon · 10 AM',
    );
  });

  it('adds the status to the guest’s own center', async () => {
    useSite.setState({ chosenCenterId: '101' });
    await renderBlock();
    const mine = screen.getByRole('region', { name: /My center/ });
    await waitFor(() => expect(mine).toHaveTextContent('Opens soon · 10 AM'));
  });
});

describe('center finder block: JSON-LD', () => {
  it('describes every center as a LocalBusiness', async () => {
    const { container } = await renderBlock();
    const { data } = jsonLd(container);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@graph']).toHaveLength(entries.length);
    const tempe = data['@graph'].find((business) => business.name === 'Spark Alley Tempe');
    expect(tempe).toEqual({
      '@type': 'LocalBusiness',
      '@id': '/locations/tempe/',
      name: 'Spark Alley Tempe',
      telephone: '+1-480-555-0142',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Main St',
        addressLocality: 'Tempe',
        addressRegion: 'AZ',
        postalCode: '85284',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 33.3497, longitude: -111.9587 },
      openingHours: ['Su-Th 10:00-00:00', 'Fr-Sa 10:00-02:00'],
    });
  });

  it('cannot be closed or broken by content: markup is escaped and the value kept', async () => {
    const { container } = await renderBlock();
    const { text, data } = jsonLd(container);
    expect(text).not.toMatch(/<\/script|<!--|<|>|&/i);
    expect(text).toContain('\\u003c/script\\u003e');
    const chandler = data['@graph'].find((business) => business.name === 'Spark Alley Chandler');
    expect(chandler?.address.streetAddress).toBe(`${HOSTILE} & Co`);
    // The page still has exactly the one script element: nothing was injected.
    expect(container.querySelectorAll('script')).toHaveLength(1);
  });
});

describe('center finder block: my center', () => {
  it('makes a card’s center my center, marks it and announces it', async () => {
    const { user } = await renderBlock();
    const katy = screen.getByRole('article', { name: 'Katy' });
    expect(within(katy).queryByText('★ My center')).not.toBeInTheDocument();

    await user.click(within(katy).getByRole('button', { name: 'Make this my center: Katy' }));
    expect(useSite.getState().chosenCenterId).toBe('251');
    // The mark waits for the saved choices to load (useHydrated), which a busy machine finishes late.
    expect(await within(katy).findByText('★ My center')).toBeInTheDocument();
    expect(within(katy).getByRole('button', { name: 'My center: Katy' })).toHaveFocus();
    expect(screen.getByText('Katy is now your center.')).toHaveAttribute('role', 'status');

    const panel = screen.getByRole('region', { name: 'My center' });
    expect(panel).toHaveTextContent('Katy');
    expect(within(panel).getByRole('link', { name: 'Book a Party' })).toHaveAttribute(
      'href',
      '/book/birthday/#book-a-party',
    );
    expect(within(panel).getByRole('link', { name: /^Call/ })).toHaveAttribute(
      'href',
      'tel:+14805550142',
    );
    expect(within(panel).getByRole('link', { name: 'Hours and details of Katy' })).toHaveAttribute(
      'href',
      '/locations/katy/',
    );
  });

  it('remembers the center when booking a party from its card', async () => {
    const { user } = await renderBlock();
    const katy = screen.getByRole('article', { name: 'Katy' });
    await user.click(within(katy).getByRole('link', { name: 'Book a Party at Katy' }));
    expect(useSite.getState().chosenCenterId).toBe('251');
    // The booking widget it leads to opens its party form at once (tests/blocks/book-selector).
    expect(useSite.getState().partyFormAsked).toBe(true);
    expect(JSON.parse(localStorage.getItem('spark-alley-site')!)).toMatchObject({
      state: { chosenCenterId: '251' },
    });
  });

  it('chooses a center found by the search', async () => {
    const { user } = await renderBlock();
    await user.type(screen.getByLabelText('ZIP code, city or center name'), '77479{Enter}');
    const results = screen.getByRole('list', { name: / near / });
    const names = within(results)
      .getAllByRole('button')
      .map((button) => button.querySelector('span')?.textContent);
    expect(names).toEqual(['Sugar Land', 'Katy']);
    await user.click(within(results).getByRole('button', { name: /^Sugar Land/ }));
    expect(useSite.getState().chosenCenterId).toBe('252');
    expect(screen.getByRole('region', { name: 'My center' })).toHaveTextContent('Sugar Land');
    expect(
      within(screen.getByRole('article', { name: 'Sugar Land' })).getByText('★ My center'),
    ).toBeInTheDocument();
  });

  it('shows a center chosen on an earlier visit once the stored choice loads', async () => {
    localStorage.setItem(
      'spark-alley-site',
      JSON.stringify({ state: { chosenCenterId: '101', languageToggle: 'en' }, version: 1 }),
    );
    // A fresh page: the store has not read localStorage yet.
    vi.resetModules();
    const cms = await import('@/lib/cms');
    vi.mocked(cms.getCenterEntries).mockResolvedValue(entries);
    vi.mocked(cms.getSiteSettings).mockResolvedValue({
      companyName: 'Spark Alley',
      specialHours: [],
    } as unknown as SiteSettings);
    const { CenterFinder: FreshFinder } = await import('@/blocks/center-finder/CenterFinder');
    await islandsLoaded();
    const element = await FreshFinder({
      ...centerFinderSchema.parse(fields),
      context: PUBLISHED_ENGLISH,
    });
    await act(async () => {
      render(element);
    });

    // The saved choice is read after the first render (its schema loads then): wait for it.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'My center' })).toHaveTextContent('Tempe'),
    );
    expect(
      within(screen.getByRole('article', { name: 'Tempe' })).getByText('★ My center'),
    ).toBeInTheDocument();
    // Loading a stored choice is not news to announce.
    expect(screen.queryByText(/is now your center/)).not.toBeInTheDocument();
  });
});

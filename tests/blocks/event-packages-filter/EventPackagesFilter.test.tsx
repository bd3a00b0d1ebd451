// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { EarlyClickRecorder } from '@/components/EarlyClicks/EarlyClickRecorder';
import { EventPackagesFilter } from '@/blocks/event-packages-filter/EventPackagesFilter';
import { EventPackagesFilterIsland } from '@/blocks/event-packages-filter/EventPackagesFilter.client';
import { eventPackagesFilterBlock } from '@/blocks/event-packages-filter';
import { eventPackagesFilterSchema } from '@/blocks/event-packages-filter/schema';
import { getAllPages, getEvents, getPage, type Page } from '@/lib/cms';
import { toEvents } from '@/lib/cms/events';
import { rememberEventPath } from '@/stores/visitedEventPath';
import { asset, entry } from '@/tests/support/entries';

vi.mock('@/lib/cms', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/cms')>()),
  getEvents: vi.fn(),
  getAllPages: vi.fn(async () => []),
  getPage: vi.fn(async () => null),
}));

const corporate = entry('eventType', { title: 'Corporate Events', slug: 'corporate-events' });
const group = entry('eventType', { title: 'Group Events', slug: 'group-events' });
const school = entry('eventType', { title: 'School Events', slug: 'school-events' });
const subcategory = (title: string) => entry('eventSubcategory', { title });
const teamBuilding = subcategory('Team Building');
const clientAppreciation = subcategory('Client Appreciation');
const fieldTrips = subcategory('Field Trips');
const graduation = subcategory('Graduation');

function event(
  id: string,
  title: string,
  eventType: unknown[],
  eventSubcategories: unknown[],
  image = true,
) {
  const slug = id.replace(/^event-/, '');
  return entry(
    'event',
    {
      title,
      description: `${title}: bowling, laser tag and arcade play for your whole crew.`,
      slug,
      ...(image
        ? { linkImage: asset({ fileName: `${slug}.svg`, description: `${title} artwork` }) }
        : {}),
      eventType,
      eventSubcategories,
    },
    id,
  );
}

// Parsed by the site's own event model, as getEvents returns them.
const EVENTS = toEvents([
  event('event-team-building', 'Team Building Challenge', [corporate, group], [teamBuilding]),
  event('event-client-night', 'Client Appreciation Night', [corporate], [clientAppreciation]),
  event('event-field-trip', 'School Field Trip', [school], [fieldTrips]),
  event('event-graduation', 'Graduation Celebration', [school, group], [graduation], false),
]);
const ALL_TITLES = [
  'Team Building Challenge',
  'Client Appreciation Night',
  'School Field Trip',
  'Graduation Celebration',
];

const fields = { heading: 'Find your event package', intro: 'Pick a category.' };

async function blockElement(draft = false) {
  return EventPackagesFilter({
    ...eventPackagesFilterSchema.parse(fields),
    context: { ...PUBLISHED_ENGLISH, draft },
  });
}

async function renderBlock() {
  return render(await blockElement());
}

const button = (name: string) => screen.getByRole('button', { name });
const cardTitles = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const status = () => screen.getByRole('status');
const pressed = () =>
  screen
    .getAllByRole('button', { pressed: true })
    .map((pressedButton) => pressedButton.textContent);
/** Lets the 100 ms timers of the island run out. */
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(getEvents).mockResolvedValue(EVENTS);
  vi.mocked(getAllPages).mockResolvedValue([]);
  vi.mocked(getPage).mockReset().mockResolvedValue(null);
  localStorage.clear();
  history.replaceState(null, '', '/events/');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete window.__earlyClicks;
});

describe('event packages filter: schema', () => {
  it('needs a heading; a blank intro is none', () => {
    expect(eventPackagesFilterSchema.parse({ heading: ' Events ', intro: ' ' })).toEqual({
      heading: 'Events',
      intro: undefined,
    });
    expect(eventPackagesFilterSchema.safeParse({ intro: 'Pick one.' }).success).toBe(false);
    expect(eventPackagesFilterSchema.safeParse({ heading: ' ' }).success).toBe(false);
  });

  it('is a block that renders the entry with its page’s context', () => {
    expect(eventPackagesFilterBlock.render(fields, 'filter', PUBLISHED_ENGLISH).ok).toBe(true);
    expect(eventPackagesFilterBlock.render({}, 'filter', PUBLISHED_ENGLISH).ok).toBe(false);
  });

  it('reads the events with its page’s context, so that previews show drafts', async () => {
    await blockElement(true);
    expect(getEvents).toHaveBeenCalledWith({ ...PUBLISHED_ENGLISH, draft: true });
  });
});

describe('event packages filter: cards', () => {
  it('shows the heading, the intro and every event package as a card', async () => {
    await renderBlock();
    const section = screen.getByRole('region', { name: 'Find your event package' });
    expect(section).toHaveAttribute('id', 'find-your-event-package');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Find your event package',
    );
    expect(section).toHaveTextContent('Pick a category.');
    expect(cardTitles()).toEqual(ALL_TITLES);

    const card = screen.getByRole('heading', { name: 'Team Building Challenge' }).closest('li')!;
    expect(
      within(card).getByRole('img', { name: 'Team Building Challenge artwork' }),
    ).toBeVisible();
    expect(card).toHaveTextContent('Team Building Challenge: bowling, laser tag and arcade play');
    expect(
      within(within(card).getByRole('list', { name: 'Event types' }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Corporate Events', 'Group Events']);
    expect(
      within(card).getByRole('link', { name: 'View Package: Team Building Challenge' }),
    ).toHaveAttribute('href', '/events/corporate-events/team-building/');
    // The first event type gives the path, as the detail page's route expects.
    expect(
      screen.getByRole('link', { name: 'View Package: Graduation Celebration' }),
    ).toHaveAttribute('href', '/events/school-events/graduation/');
    // "More Details" is for links to the events list (docs/rules/screens-and-routes.md#routes).
    expect(screen.queryByRole('link', { name: /More Details/ })).not.toBeInTheDocument();
  });

  it('lists a programme page (a page of type event, Play Academy) among the packages, under its category', async () => {
    const playAcademy = {
      id: 'page-play-academy',
      metaTitle: 'Play Academy: Science Labs for Schools',
      description: 'Hands-on science and maths labs for schools.',
      slug: 'play-academy',
      type: 'event',
      eventType: [{ title: 'School Events', slug: 'school-events' }],
      children: [],
    } as unknown as Page;
    vi.mocked(getAllPages).mockResolvedValue([
      {
        slug: 'play-academy',
        type: 'event',
        path: '/events/school-events/play-academy/',
        updatedAt: undefined,
      },
      { slug: 'about', type: 'page', path: '/about/', updatedAt: undefined },
    ]);
    vi.mocked(getPage).mockResolvedValue(playAcademy);
    await renderBlock();
    expect(cardTitles()).toEqual([...ALL_TITLES, 'Play Academy: Science Labs for Schools']);
    expect(getPage).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: /View Package.*Play Academy/ })).toHaveAttribute(
      'href',
      '/events/school-events/play-academy/',
    );
  });

  it('gives each category one colour: its button, its chips and its cards without a picture', async () => {
    await renderBlock();
    const toneOf = (element: Element) =>
      [...element.classList].filter((name) => /tone\d/.test(name));
    const chip = (title: string, category: string) =>
      within(screen.getByRole('heading', { name: title }).closest('li')!).getByText(category, {
        selector: 'li',
      });

    const tones = ['Corporate Events', 'Group Events', 'School Events'].map((category) =>
      toneOf(button(category)),
    );
    for (const tone of tones) expect(tone).toHaveLength(1);
    expect(new Set(tones.flat()).size).toBe(3);
    expect(toneOf(chip('Team Building Challenge', 'Group Events'))).toEqual(tones[1]);
    expect(toneOf(chip('Graduation Celebration', 'Group Events'))).toEqual(tones[1]);
    expect(toneOf(chip('Graduation Celebration', 'School Events'))).toEqual(tones[2]);
    // Graduation Celebration has no picture: its placeholder wears its own category's colour.
    const graduation = screen
      .getByRole('heading', { name: 'Graduation Celebration' })
      .closest('li')!;
    expect(toneOf(graduation.querySelector('article > div')!)).toEqual(tones[2]);
  });

  it('shows every card and button in the server HTML, before any script runs', async () => {
    history.replaceState(null, '', '/events/#school-events');
    rememberEventPath('/events/group-events/');
    const html = renderToStaticMarkup(await blockElement());
    document.body.innerHTML = html;

    expect(cardTitles()).toEqual(ALL_TITLES);
    expect(pressed()).toEqual(['All Events']);
    expect(
      screen.getAllByRole('button').map((control) => control.getAttribute('data-early-click')),
    ).toEqual([
      'event-filter-all',
      'event-filter-category-corporate-events',
      'event-filter-category-group-events',
      'event-filter-category-school-events',
      'event-filter-subcategory-team-building',
      'event-filter-subcategory-client-appreciation',
      'event-filter-subcategory-field-trips',
      'event-filter-subcategory-graduation',
    ]);
    expect(status()).toHaveTextContent('Showing 4 event packages');
    document.body.innerHTML = '';
  });

  it('says so when there is no event package at all', async () => {
    vi.mocked(getEvents).mockResolvedValue([]);
    await renderBlock();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Find your event package');
    expect(screen.getByRole('link', { name: 'plan your event' })).toHaveAttribute(
      'href',
      '/contact-us/#send-us-a-message',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('event packages filter: buttons', () => {
  it('groups the categories and the subcategories, each once, in first-seen order', async () => {
    await renderBlock();
    const names = (group: string) =>
      within(screen.getByRole('group', { name: group }))
        .getAllByRole('button')
        .map((control) => control.textContent);
    expect(names('Event type')).toEqual([
      'All Events',
      'Corporate Events',
      'Group Events',
      'School Events',
    ]);
    expect(names('Occasion')).toEqual([
      'Team Building',
      'Client Appreciation',
      'Field Trips',
      'Graduation',
    ]);
  });

  it('starts at All Events, with every other button not pressed', async () => {
    await renderBlock();
    expect(button('All Events')).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['Corporate Events', 'Group Events', 'School Events', 'Field Trips']) {
      expect(button(name)).toHaveAttribute('aria-pressed', 'false');
    }
    expect(status()).toHaveTextContent('Showing 4 event packages');
    expect(status()).toHaveAttribute('aria-live', 'polite');
  });

  it('a category shows its cards only and clears the chosen subcategory', async () => {
    await renderBlock();
    fireEvent.click(button('Field Trips'));
    expect(cardTitles()).toEqual(['School Field Trip']);

    fireEvent.click(button('Group Events'));
    expect(pressed()).toEqual(['Group Events']);
    expect(button('Field Trips')).toHaveAttribute('aria-pressed', 'false');
    expect(button('All Events')).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles()).toEqual(['Team Building Challenge', 'Graduation Celebration']);
    expect(status()).toHaveTextContent('Showing 2 event packages');

    fireEvent.click(button('Corporate Events'));
    expect(pressed()).toEqual(['Corporate Events']);
    expect(cardTitles()).toEqual(['Team Building Challenge', 'Client Appreciation Night']);
  });

  it('a subcategory shows its cards only and clears the chosen category', async () => {
    await renderBlock();
    fireEvent.click(button('School Events'));
    expect(cardTitles()).toEqual(['School Field Trip', 'Graduation Celebration']);

    fireEvent.click(button('Client Appreciation'));
    expect(pressed()).toEqual(['Client Appreciation']);
    expect(button('School Events')).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles()).toEqual(['Client Appreciation Night']);
    expect(status()).toHaveTextContent('Showing 1 event package');
  });

  it('All Events resets both and shows every card again', async () => {
    await renderBlock();
    fireEvent.click(button('Graduation'));
    expect(cardTitles()).toEqual(['Graduation Celebration']);
    fireEvent.click(button('All Events'));
    expect(pressed()).toEqual(['All Events']);
    expect(cardTitles()).toEqual(ALL_TITLES);
    expect(status()).toHaveTextContent('Showing 4 event packages');

    fireEvent.click(button('Corporate Events'));
    fireEvent.click(button('All Events'));
    expect(pressed()).toEqual(['All Events']);
    expect(cardTitles()).toEqual(ALL_TITLES);
  });

  it('keeps a tap made before the island hydrated and applies it once it has', async () => {
    // The recorder's inline script runs before any bundle, as on the page.
    const script = renderToStaticMarkup(<EarlyClickRecorder />).replace(/<\/?script>/g, '');
    const recorder = new Function(script);
    const listen = vi.spyOn(document, 'addEventListener');
    recorder();
    document.body.innerHTML = renderToStaticMarkup(await blockElement());
    fireEvent.click(button('School Events'));
    document.body.innerHTML = '';
    for (const [type, listener] of listen.mock.calls) {
      document.removeEventListener(type, listener as EventListener, true);
    }

    await renderBlock();
    await wait(0);
    expect(pressed()).toEqual(['School Events']);
    expect(cardTitles()).toEqual(['School Field Trip', 'Graduation Celebration']);
  });

  it('offers All Events when nothing matches', () => {
    // Every button the page shows matches a card; the island still copes with one that does not.
    render(
      <EventPackagesFilterIsland
        cards={[
          { id: 'a', categories: ['group-events'], subcategories: [], card: <h3>Group card</h3> },
        ]}
        categories={[
          { slug: 'group-events', title: 'Group Events', tone: 'tone-a' },
          { slug: 'school-events', title: 'School Events', tone: 'tone-b' },
        ]}
        subcategories={[]}
      />,
    );
    // Each category button wears the colour it was handed.
    expect(button('School Events')).toHaveClass('tone-b');
    fireEvent.click(button('School Events'));
    expect(cardTitles()).toEqual([]);
    expect(status()).toHaveTextContent('No event packages match');
    expect(screen.getByText(/No event packages match this choice yet/)).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Occasion' })).not.toBeInTheDocument();

    const resets = screen.getAllByRole('button', { name: 'All Events' });
    expect(resets).toHaveLength(2);
    resets[1]!.focus();
    fireEvent.click(resets[1]!);
    expect(pressed()).toEqual(['All Events']);
    expect(cardTitles()).toEqual(['Group card']);
    // The empty state's button is gone with the empty state; focus lands on the group's button.
    expect(resets[1]).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Event type' })).getByRole('button', {
        name: 'All Events',
      }),
    ).toHaveFocus();
  });
});

describe('event packages filter: preselected category', () => {
  it('takes the category from the address hash on load', async () => {
    history.replaceState(null, '', '/events/#school-events');
    await renderBlock();
    expect(pressed()).toEqual(['School Events']);
    expect(cardTitles()).toEqual(['School Field Trip', 'Graduation Celebration']);
    expect(status()).toHaveTextContent('Showing 2 event packages');
  });

  it('prefers the hash to the stored category page', async () => {
    history.replaceState(null, '', '/events/#corporate-events');
    rememberEventPath('/events/school-events/');
    await renderBlock();
    await wait(500);
    expect(pressed()).toEqual(['Corporate Events']);
  });

  it('follows the hash when it changes, also over the guest’s own choice', async () => {
    await renderBlock();
    fireEvent.click(button('Field Trips'));

    history.replaceState(null, '', '/events/#group-events');
    act(() => window.dispatchEvent(new HashChangeEvent('hashchange')));
    expect(pressed()).toEqual(['Group Events']);
    expect(cardTitles()).toEqual(['Team Building Challenge', 'Graduation Celebration']);

    // A hash that names no category (a skip link, another anchor) leaves the filter as it is.
    history.replaceState(null, '', '/events/#main-content');
    act(() => window.dispatchEvent(new HashChangeEvent('hashchange')));
    expect(pressed()).toEqual(['Group Events']);
  });

  it('follows a click on a link to a category hash on this page (Next’s Link fires no hashchange)', async () => {
    await renderBlock();
    fireEvent.click(button('Field Trips'));
    const link = document.body.appendChild(document.createElement('a'));
    link.href = '/events/#group-events';
    link.innerHTML = '<span>Group events</span>';
    // As Next's Link does: no browser navigation, the address changed by pushState.
    link.addEventListener('click', (event) => {
      event.preventDefault();
      history.pushState(null, '', link.href);
    });
    const onHashChange = vi.fn();
    window.addEventListener('hashchange', onHashChange);
    try {
      fireEvent.click(link.firstChild!);
      expect(onHashChange).not.toHaveBeenCalled();
      expect(pressed()).toEqual(['Group Events']);
      expect(cardTitles()).toEqual(['Team Building Challenge', 'Graduation Celebration']);

      // '#school-events' alone is also this page.
      link.setAttribute('href', '#school-events');
      fireEvent.click(link);
      expect(pressed()).toEqual(['School Events']);
    } finally {
      window.removeEventListener('hashchange', onHashChange);
      link.remove();
    }
  });

  it.each([
    ['opened in a new tab', '/events/#group-events', { ctrlKey: true }, {}],
    ['opened in a new window', '/events/#group-events', { shiftKey: true }, {}],
    ['clicked with another button', '/events/#group-events', { button: 1 }, {}],
    ['opened elsewhere', '/events/#group-events', {}, { target: '_blank' }],
    ['to another page', '/events/group-events/#group-events', {}, {}],
    ['to a hash that names no category', '/events/#main-content', {}, {}],
  ] as const)('ignores a link %s', async (_, href, click, attributes) => {
    await renderBlock();
    fireEvent.click(button('Field Trips'));
    const link = document.body.appendChild(document.createElement('a'));
    link.setAttribute('href', href);
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    link.addEventListener('click', (event) => event.preventDefault());
    try {
      fireEvent.click(link, click);
      expect(pressed()).toEqual(['Field Trips']);
    } finally {
      link.remove();
    }
  });

  it('stops listening for hash changes and link clicks once it is gone', async () => {
    const windowAdd = vi.spyOn(window, 'addEventListener');
    const windowRemove = vi.spyOn(window, 'removeEventListener');
    const documentAdd = vi.spyOn(document, 'addEventListener');
    const documentRemove = vi.spyOn(document, 'removeEventListener');
    const { unmount } = await renderBlock();
    const listenersOf = (spy: typeof windowAdd | typeof documentAdd, type: string) =>
      spy.mock.calls.filter(([name]) => name === type).map(([, listener]) => listener);
    const onHashChange = listenersOf(windowAdd, 'hashchange');
    const onClick = listenersOf(documentAdd, 'click');
    expect(onHashChange).toHaveLength(1);
    expect(onClick).toHaveLength(1);
    expect(listenersOf(windowRemove, 'hashchange')).toEqual([]);

    unmount();
    expect(listenersOf(windowRemove, 'hashchange')).toEqual(onHashChange);
    expect(listenersOf(documentRemove, 'click')).toEqual(onClick);
  });

  it('leaves All for a hash that names no category', async () => {
    history.replaceState(null, '', '/events/#birthday-events');
    await renderBlock();
    await wait(500);
    expect(pressed()).toEqual(['All Events']);
    expect(cardTitles()).toEqual(ALL_TITLES);
  });

  it.each(['/events/group-events', '/events/group-events/'])(
    'takes the category of the stored page %s after 100 ms',
    async (path) => {
      rememberEventPath(path);
      await renderBlock();
      await wait(99);
      expect(pressed()).toEqual(['All Events']);
      expect(cardTitles()).toEqual(ALL_TITLES);

      await wait(1);
      expect(pressed()).toEqual(['Group Events']);
      expect(cardTitles()).toEqual(['Team Building Challenge', 'Graduation Celebration']);
      expect(status()).toHaveTextContent('Showing 2 event packages');
    },
  );

  it('takes the stored category also behind a hash that names none', async () => {
    history.replaceState(null, '', '/events/#main-content');
    rememberEventPath('/events/school-events/');
    await renderBlock();
    await wait(100);
    expect(pressed()).toEqual(['School Events']);
  });

  it.each([
    '/events/birthday-events/',
    '/events/group-events/team-building/',
    '/group-events/',
    '/',
  ])('leaves All for the stored path %s', async (path) => {
    rememberEventPath(path);
    await renderBlock();
    await wait(500);
    expect(pressed()).toEqual(['All Events']);
    expect(cardTitles()).toEqual(ALL_TITLES);
  });

  it('leaves All without a stored path', async () => {
    await renderBlock();
    await wait(500);
    expect(pressed()).toEqual(['All Events']);
  });

  it('does not override a choice the guest made in the first 100 ms', async () => {
    rememberEventPath('/events/group-events/');
    await renderBlock();
    await wait(50);
    fireEvent.click(button('All Events'));
    await wait(500);
    expect(pressed()).toEqual(['All Events']);
    expect(cardTitles()).toEqual(ALL_TITLES);
  });

  it('does nothing once the block is gone', async () => {
    rememberEventPath('/events/group-events/');
    const read = vi.spyOn(Storage.prototype, 'getItem');
    const { unmount } = await renderBlock();
    unmount();
    await wait(500);
    expect(read).not.toHaveBeenCalled();
  });
});

describe('event packages filter: card resizing', () => {
  const NATURAL_HEIGHT: Record<string, number> = {
    'Team Building Challenge': 150,
    'Client Appreciation Night': 262.4,
    'School Field Trip': 201,
    'Graduation Celebration': 240,
  };
  /** Each card body's height as the browser would lay it out when not stretched by its row. */
  function layOutBodies() {
    const measured: { title: string; flex: string; minHeight: string }[] = [];
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const title = this.querySelector('h3')?.textContent ?? '';
      measured.push({ title, flex: this.style.flex, minHeight: this.style.minHeight });
      const height = NATURAL_HEIGHT[title] ?? 0;
      return { height, width: 300, top: 0, left: 0, bottom: height, right: 300 } as DOMRect;
    });
    return measured;
  }
  const bodyHeights = () =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>('[data-card-body]')].map((body) => [
        body.querySelector('h3')?.textContent,
        body.style.minHeight,
      ]),
    );

  it('gives the cards on show the tallest body’s height 100 ms after a change', async () => {
    const measured = layOutBodies();
    await renderBlock();
    await wait(100);
    expect(bodyHeights()).toEqual({
      'Team Building Challenge': '263px',
      'Client Appreciation Night': '263px',
      'School Field Trip': '263px',
      'Graduation Celebration': '263px',
    });

    fireEvent.click(button('Group Events'));
    measured.length = 0;
    await wait(99);
    expect(measured).toEqual([]);
    await wait(1);
    // Each body was measured at its own height: not held by the last resize, not stretched.
    expect(measured).toEqual([
      { title: 'Team Building Challenge', flex: '0 0 auto', minHeight: '' },
      { title: 'Graduation Celebration', flex: '0 0 auto', minHeight: '' },
    ]);
    expect(bodyHeights()).toEqual({
      'Team Building Challenge': '240px',
      'Graduation Celebration': '240px',
    });
    expect(
      [...document.querySelectorAll<HTMLElement>('[data-card-body]')].map(
        (body) => body.style.flex,
      ),
    ).toEqual(['', '']);
  });

  it('keeps card bodies at least 180 px high', async () => {
    layOutBodies();
    await renderBlock();
    fireEvent.click(button('Team Building'));
    await wait(100);
    expect(bodyHeights()).toEqual({ 'Team Building Challenge': '180px' });
  });

  it('resizes again once the window has stopped changing size for 100 ms', async () => {
    const measured = layOutBodies();
    await renderBlock();
    await wait(100);
    measured.length = 0;

    NATURAL_HEIGHT['School Field Trip'] = 320;
    try {
      window.dispatchEvent(new Event('resize'));
      await wait(60);
      window.dispatchEvent(new Event('resize'));
      await wait(60);
      expect(measured).toEqual([]);
      await wait(40);
      expect(measured).toHaveLength(4);
      expect(bodyHeights()['Client Appreciation Night']).toBe('320px');
    } finally {
      NATURAL_HEIGHT['School Field Trip'] = 201;
    }
  });

  it('is harmless once the block is gone', async () => {
    const measured = layOutBodies();
    const { unmount } = await renderBlock();
    fireEvent.click(button('Group Events'));
    unmount();
    window.dispatchEvent(new Event('resize'));
    await wait(500);
    expect(measured).toEqual([]);
  });
});

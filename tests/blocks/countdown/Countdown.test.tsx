// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Countdown } from '@/blocks/countdown/Countdown';
import { CountdownIsland, type CountdownIslandProps } from '@/blocks/countdown/Countdown.client';
import { countdownSchema } from '@/blocks/countdown/schema';
import { blockFor } from '@/blocks/registry';
import { localEntries } from '@/lib/cms/local';
import { renderAgainAt } from '@/lib/cms/revalidation';
import { createContentSource } from '@/lib/cms/source';
import { useSite } from '@/stores/site';
import { renderOnServer } from '@/tests/support/serverRender';

// Outside Next there is no page cache to end; the tests check when the page asks to end it.
vi.mock('@/lib/cms/revalidation', () => ({ renderAgainAt: vi.fn() }));

const fields = {
  heading: 'Countdown to Spark Alley Fishers',
  headingSpanish: 'Cuenta regresiva para Spark Alley Fishers',
  opensAt: '2027-04-17T10:00-04:00',
  timeZone: 'America/Indiana/Indianapolis',
  openMessage: 'Spark Alley Fishers is open! Come play.',
  openMessageSpanish: '¡Spark Alley Fishers ya abrió! Ven a jugar.',
};
const OPENS_AT = Date.parse('2027-04-17T14:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const islandProps: CountdownIslandProps = {
  headingId: 'countdown-heading',
  heading: { en: fields.heading, es: fields.headingSpanish },
  opensAt: OPENS_AT,
  opensLabel: {
    en: 'Saturday, April 17, 2027 at 10:00 AM EDT',
    es: 'sábado, 17 de abril de 2027, 10:00 a.m. EDT',
  },
  openMessage: { en: fields.openMessage, es: fields.openMessageSpanish },
};

const digits = () =>
  Object.fromEntries(
    [...document.querySelectorAll('[data-unit]')].map((cell) => [
      cell.getAttribute('data-unit'),
      cell.textContent,
    ]),
  );

/** Renders the island at `now` and lets its first tick run. */
function renderAt(now: number, props: Partial<CountdownIslandProps> = {}) {
  vi.setSystemTime(now);
  const view = render(<CountdownIsland {...islandProps} {...props} />);
  act(() => vi.advanceTimersByTime(0));
  return view;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  localStorage.clear();
  useSite.setState({ languageToggle: 'en' });
  useSite.persist.clearStorage();
});
const page = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  usePathname: () => page.pathname,
}));

afterEach(() => {
  page.pathname = '/';
  vi.useRealTimers();
  document.body.innerHTML = '';
  // The language a guest chose is remembered in a cookie too.
  document.cookie = 'language=; path=/; max-age=0';
});

describe('Countdown schema', () => {
  it('reads the opening moment and the zone from the heading fields', () => {
    expect(countdownSchema.parse(fields)).toEqual({
      heading: fields.heading,
      headingSpanish: fields.headingSpanish,
      opensAt: OPENS_AT,
      timeZone: 'America/Indiana/Indianapolis',
      openMessage: fields.openMessage,
      openMessageSpanish: fields.openMessageSpanish,
    });
    // Contentful may add seconds; `Z` is a zone too, for a center on UTC.
    expect(
      countdownSchema.parse({ ...fields, opensAt: '2027-04-17T14:00:00Z', timeZone: 'UTC' })
        .opensAt,
    ).toBe(OPENS_AT);
    expect(
      countdownSchema.parse({ ...fields, openMessage: ' ', openMessageSpanish: undefined }),
    ).toMatchObject({ openMessage: undefined, openMessageSpanish: undefined });
  });

  it.each([
    ['a time without its offset', { opensAt: '2027-04-17T10:00' }],
    ['a date without a time', { opensAt: '2027-04-17' }],
    ['a day the calendar does not have', { opensAt: '2027-02-30T10:00-05:00' }],
    ['an hour past 23', { opensAt: '2027-04-17T24:30-04:00' }],
    ['text', { opensAt: 'next spring' }],
    ['an offset the zone does not have then (EST in April)', { opensAt: '2027-04-17T10:00-05:00' }],
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }],
    ['no Spanish heading', { headingSpanish: '' }],
    ['no heading', { heading: undefined }],
  ])('refuses %s', (_case, change) => {
    expect(countdownSchema.safeParse({ ...fields, ...change }).success).toBe(false);
  });

  it('is the block of the countdown section type, refusing a bad entry', () => {
    const context = PUBLISHED_ENGLISH;
    expect(blockFor('countdown')?.render(fields, 'c', context).ok).toBe(true);
    expect(
      blockFor('countdown')?.render({ ...fields, opensAt: '2027-04-17' }, 'c', context),
    ).toMatchObject({ ok: false });
  });
});

describe('Countdown block', () => {
  it('server-renders the heading, the opening date and a placeholder count of four boxes', async () => {
    vi.setSystemTime(OPENS_AT - DAY);
    const html = renderToString(
      await Countdown({ ...countdownSchema.parse(fields), context: PUBLISHED_ENGLISH }),
    );
    document.body.innerHTML = html;

    const section = screen.getByRole('region', { name: fields.heading });
    expect(section).toHaveAttribute('id', 'countdown-to-spark-alley-fishers');
    expect(section).toHaveTextContent('Opens Saturday, April 17, 2027 at 10:00 AM EDT');
    expect(digits()).toEqual({ days: '--', hours: '--', minutes: '--', seconds: '--' });
    expect(within(section).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('counts down every second, the digits hidden from screen readers', () => {
    renderAt(OPENS_AT - (1 * DAY + 2 * HOUR + 3 * MINUTE + 4 * SECOND));

    expect(digits()).toEqual({ days: '01', hours: '02', minutes: '03', seconds: '04' });
    act(() => vi.advanceTimersByTime(SECOND));
    expect(digits()).toEqual({ days: '01', hours: '02', minutes: '03', seconds: '03' });
    act(() => vi.advanceTimersByTime(4 * SECOND));
    expect(digits()).toEqual({ days: '01', hours: '02', minutes: '02', seconds: '59' });
    expect(document.querySelector('[data-unit]')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('tells screen readers the count to the hour, and to the minute in the last hour', () => {
    renderAt(OPENS_AT - (1 * DAY + 2 * HOUR + 3 * MINUTE + 4 * SECOND));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Opening in 1 day and 2 hours');
    act(() => vi.advanceTimersByTime(3 * MINUTE));
    // Minutes passed, the announcement did not change: it is not read out again.
    expect(status).toHaveTextContent('Opening in 1 day and 2 hours');

    act(() => vi.advanceTimersByTime(1 * DAY + 2 * HOUR - 45 * MINUTE));
    expect(status).toHaveTextContent('Opening in 45 minutes');
    act(() => vi.advanceTimersByTime(44 * MINUTE + 10 * SECOND));
    expect(digits()).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '54' });
    expect(status).toHaveTextContent('Opening in less than a minute');
  });

  it('says the center is open at zero and stops ticking', () => {
    renderAt(OPENS_AT - 2 * SECOND);
    expect(digits().seconds).toBe('02');

    act(() => vi.advanceTimersByTime(2 * SECOND));
    expect(screen.getByText(fields.openMessage, { selector: '[data-state] p' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(fields.openMessage);
    expect(digits()).toEqual({});
    expect(vi.getTimerCount()).toBe(0);
  });

  it('opens with its own words when the editor wrote none, and is open after the date', () => {
    renderAt(OPENS_AT + DAY, { openMessage: {} });
    expect(
      screen.getByText('We’re open! Come on in.', { selector: '[data-state] p' }),
    ).toBeVisible();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('switches to Spanish and back, remembering the choice in the browser', () => {
    renderAt(OPENS_AT - (3 * DAY + 1 * MINUTE));

    fireEvent.click(screen.getByRole('button', { name: 'Español' }));

    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(fields.headingSpanish);
    expect(screen.getByText('Días')).toBeInTheDocument();
    expect(screen.getByText('Segundos')).toBeInTheDocument();
    expect(screen.getByText(/Abre el/)).toHaveTextContent(
      'Abre el sábado, 17 de abril de 2027, 10:00 a.m. EDT',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Abrimos en 3 días');
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2 }).closest('[lang]')).toHaveAttribute(
      'lang',
      'es',
    );
    expect(JSON.parse(localStorage.getItem('spark-alley-site') ?? '{}')).toMatchObject({
      state: { languageToggle: 'es' },
    });
    expect(document.cookie).toContain('language=es');

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(fields.heading);
  });

  it('counts in Spanish on a Spanish page', () => {
    page.pathname = '/es/locations/fishers/';
    renderAt(OPENS_AT - 2 * SECOND);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(fields.headingSpanish);
  });

  it('starts in the language the guest chose on an earlier visit', async () => {
    localStorage.setItem(
      'spark-alley-site',
      JSON.stringify({ state: { languageToggle: 'es' }, version: 1 }),
    );
    // What a reload does: the store reads the browser's saved state again.
    await act(() => useSite.persist.rehydrate());
    renderAt(OPENS_AT - 2 * SECOND);

    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(fields.headingSpanish);
    act(() => vi.advanceTimersByTime(2 * SECOND));
    expect(screen.getByRole('status')).toHaveTextContent(fields.openMessageSpanish);
  });
});

describe('Countdown block once the center opens', () => {
  /** The section as a published page renders it at `now`, naming the embedded Fishers center. */
  async function renderWithCenterAt(now: number) {
    vi.setSystemTime(now);
    const centers = await createContentSource(localEntries()).centers();
    const center = centers.find((candidate) => candidate.fields.slug === 'fishers');
    const props = countdownSchema.parse({ ...fields, center });
    return renderOnServer(await Countdown({ ...props, context: PUBLISHED_ENGLISH }));
  }

  it('counts down to the last second, and asks the page to change at the opening', async () => {
    await renderWithCenterAt(OPENS_AT - SECOND);
    expect(screen.getByRole('heading', { name: fields.heading })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(renderAgainAt).toHaveBeenLastCalledWith(OPENS_AT, new Date(OPENS_AT - SECOND));
  });

  it('shows the open message, the center’s address, hours and page from the opening on', async () => {
    await renderWithCenterAt(OPENS_AT);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(fields.openMessage);
    expect(screen.getByText(fields.openMessageSpanish)).toHaveAttribute('lang', 'es');
    expect(screen.queryByText(/Countdown to/)).not.toBeInTheDocument();
    const hours = screen.getByRole('table', { name: 'Opening hours of Fishers' });
    expect(within(hours).getByRole('row', { name: 'Sun–Thu 10:00 AM – 11:00 PM' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Plan your visit to Fishers' })).toHaveAttribute(
      'href',
      '/locations/fishers/',
    );
  });
});

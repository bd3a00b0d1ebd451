// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { newCenterEventsBlock } from '@/blocks/new-center-events';
import { localEntries } from '@/lib/cms/local';
import { renderAgainAt } from '@/lib/cms/revalidation';
import { createContentSource } from '@/lib/cms/source';
import { refuses, renderServerBlock } from '@/tests/support/blocks';
import { contentItem, navLink } from '@/tests/support/entries';
import { loggedWith, spyOnWarnings } from '@/tests/support/log';

// Outside Next there is no page cache to end; the tests check when the page asks to end it.
vi.mock('@/lib/cms/revalidation', () => ({ renderAgainAt: vi.fn() }));

const visit = navLink('Plan Your Visit', '/locations/');
const event = (id: string, title: string, date: unknown, extra: Record<string, unknown> = {}) =>
  contentItem({ title, date, excerpt: `${title} at the new center.`, cta: visit, ...extra }, id);

// In the editor's order, which is not the calendar's.
const familyNight = event('event-family-night', 'Family Fun Night', '2027-02-20');
const ribbonCutting = event('event-ribbon', 'Ribbon Cutting', '2026-12-05');
const tournament = event('event-tournament', 'Arcade Tournament', '2027-01-16');
const freeBowling = event('event-free-bowling', 'Free Bowling Morning', '2026-12-12');

const embeddedCenters = createContentSource(localEntries()).centers();
/** The embedded center entry with this slug, resolved as a section's link to it is. */
const centerEntry = async (slug: string) =>
  (await embeddedCenters).find((center) => center.fields.slug === slug);

const fields = {
  heading: 'Grand Opening Events',
  intro: 'Come celebrate with free play and prizes.',
  events: [familyNight, ribbonCutting, tournament, freeBowling],
};

/** Renders the section as the page would at `now` (an instant, e.g. '2026-11-25T12:00:00Z'). */
function renderAt(now: string, sectionFields: unknown = fields) {
  vi.setSystemTime(new Date(now));
  return renderServerBlock(newCenterEventsBlock, sectionFields);
}

const titles = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('New-center events block', () => {
  it('shows the center, the heading and every upcoming event, soonest first', async () => {
    await renderAt('2026-11-25T12:00:00Z');

    const section = screen.getByRole('region', { name: 'Grand Opening Events' });
    expect(section).toHaveAttribute('id', 'grand-opening-events');
    expect(section).toHaveTextContent('Come celebrate with free play and prizes.');
    expect(titles()).toEqual([
      'Ribbon Cutting',
      'Free Bowling Morning',
      'Arcade Tournament',
      'Family Fun Night',
    ]);
  });

  it('names its center from the center entry, as our newest center only while it opened last', async () => {
    // Tempe opened on November 14, 2026, after every other open center; Fishers opens in April.
    const tempe = await centerEntry('tempe');
    const view = await renderAt('2026-11-25T12:00:00Z', { ...fields, center: tempe });
    expect(screen.getByText('Our newest center: Tempe, AZ')).toBeVisible();
    view.unmount();

    await renderAt('2026-11-25T12:00:00Z', { ...fields, center: await centerEntry('chandler') });
    expect(screen.getByText('Chandler, AZ')).toBeVisible();
    expect(screen.queryByText(/Our newest center/)).not.toBeInTheDocument();
  });

  it('stops calling a center the newest on the day a later one opens (on its clock)', async () => {
    const tempe = {
      ...fields,
      events: [event('event-spring', 'Spring Bowl-a-thon', '2027-05-01')],
      center: await centerEntry('tempe'),
    };
    // 11:59 PM on April 16, 2027 in Fishers (Indiana, daylight time): Fishers is not open yet.
    const before = await renderAt('2027-04-17T03:59:00Z', tempe);
    expect(screen.getByText('Our newest center: Tempe, AZ')).toBeVisible();
    before.unmount();

    // The page asked to be rendered again at that midnight, when Fishers opens.
    expect(renderAgainAt).toHaveBeenLastCalledWith(
      Date.parse('2027-04-17T04:00:00Z'),
      new Date('2027-04-17T03:59:00Z'),
    );

    await renderAt('2027-04-17T04:00:00Z', tempe);
    expect(screen.getByText('Tempe, AZ')).toBeVisible();
    expect(screen.queryByText(/Our newest center/)).not.toBeInTheDocument();
  });

  it('dates each event with a calendar badge: month and day, the full date for screen readers', async () => {
    const { container } = await renderAt('2026-11-25T12:00:00Z');

    const times = [...container.querySelectorAll('time')];
    expect(times.map((time) => time.getAttribute('dateTime'))).toEqual([
      '2026-12-05',
      '2026-12-12',
      '2027-01-16',
      '2027-02-20',
    ]);
    const [first] = screen.getAllByRole('listitem');
    const badge = first!.querySelector('time')!;
    expect(within(badge).getByText('DEC')).toHaveAttribute('aria-hidden', 'true');
    expect(within(badge).getByText('5')).toHaveAttribute('aria-hidden', 'true');
    expect(within(badge).getByText('SAT')).toHaveAttribute('aria-hidden', 'true');
    expect(within(badge).getByText('Saturday, December 5, 2026')).toHaveClass('visually-hidden');
    expect(times[2]).toHaveTextContent(/^JAN 16 SAT/);

    expect(first).toHaveTextContent('Ribbon Cutting at the new center.');
    expect(
      within(first!).getByRole('link', { name: 'Plan Your Visit: Ribbon Cutting' }),
    ).toHaveAttribute('href', '/locations/');
  });

  it('leaves out events whose day is over and keeps the one happening today', async () => {
    await renderAt('2027-01-16T15:00:00Z');
    expect(titles()).toEqual(['Arcade Tournament', 'Family Fun Night']);
  });

  it("keeps an event on the evening of its day at the westernmost centers (Arizona's clock)", async () => {
    // 10:30 PM on December 5 in Arizona, already December 6 in UTC and on the East Coast.
    const { unmount } = await renderAt('2026-12-06T05:30:00Z');
    expect(titles()[0]).toBe('Ribbon Cutting');
    unmount();

    // Half past midnight on December 6 in Arizona: the ribbon cutting is over everywhere.
    await renderAt('2026-12-06T07:30:00Z');
    expect(titles()[0]).toBe('Free Bowling Morning');
  });

  it('renders nothing once every event is over', async () => {
    const { container } = await renderAt('2027-02-21T12:00:00Z');
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('skips and logs an event without a valid date, and shows the rest', async () => {
    const warn = spyOnWarnings();
    await renderAt('2026-11-25T12:00:00Z', {
      ...fields,
      events: [
        ribbonCutting,
        event('event-no-date', 'Some day', undefined),
        event('event-words', 'Next Saturday', 'next Saturday'),
        event('event-us-format', 'US format', '12/19/2026'),
        event('event-impossible', 'Leap day', '2027-02-29'),
        event('event-number', 'A number', 20261219),
        freeBowling,
      ],
    });

    expect(titles()).toEqual(['Ribbon Cutting', 'Free Bowling Morning']);
    const skipped = loggedWith(warn, 'list item skipped');
    expect(skipped.map((item) => item.id)).toEqual([
      'event-no-date',
      'event-words',
      'event-us-format',
      'event-impossible',
      'event-number',
    ]);
    expect(String(skipped[0]!.reason)).toContain('an event needs a date');
  });

  it('reads a date with a time as the day the editor wrote, whatever the time zone', async () => {
    await renderAt('2026-11-25T12:00:00Z', {
      ...fields,
      events: [
        event('event-evening', 'Evening Party', '2026-12-19T21:00:00-07:00'),
        event('event-utc', 'Midnight Launch', '2026-12-18T00:00:00.000Z'),
      ],
    });
    const times = [...document.querySelectorAll('time')];
    expect(times.map((time) => time.getAttribute('dateTime'))).toEqual([
      '2026-12-18',
      '2026-12-19',
    ]);
    expect(titles()).toEqual(['Midnight Launch', 'Evening Party']);
  });

  it('shows an event without a button', async () => {
    await renderAt('2026-11-25T12:00:00Z', {
      heading: 'Opening week',
      events: [event('event-plain', 'Open House', '2026-12-01', { cta: undefined })],
    });
    expect(titles()).toEqual(['Open House']);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('refuses an entry without a heading, without a dated event or with more than twelve', async () => {
    spyOnWarnings();
    const refused = (sectionFields: unknown) => refuses(newCenterEventsBlock, sectionFields);

    expect(refused({ ...fields, heading: undefined })).toBe(true);
    expect(refused({ ...fields, events: [] })).toBe(true);
    expect(refused({ ...fields, events: [event('event-undated', 'Soon', '')] })).toBe(true);
    const many = (count: number) =>
      Array.from({ length: count }, (_, i) =>
        event(`event-${i}`, `Day ${i + 1}`, `2026-12-${String(i + 1).padStart(2, '0')}`),
      );
    expect(refused({ ...fields, events: many(13) })).toBe(true);
    expect(refused({ ...fields, events: many(12) })).toBe(false);
  });

  it('has the embedded grand opening entry, four events from December to March', async () => {
    const source = createContentSource(localEntries());
    const example = (await source.entries('newCenterEvents')).find(
      (candidate) => candidate.sys.id === 'new-center-events-grand-openings',
    );
    expect(example).toBeDefined();

    const warn = spyOnWarnings();
    const { container } = await renderAt('2026-11-25T12:00:00Z', example!.fields);

    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Grand Opening Events');
    const dates = [...container.querySelectorAll('time')].map((time) =>
      time.getAttribute('dateTime'),
    );
    expect(dates).toHaveLength(4);
    expect(dates).toEqual([...dates].sort());
    for (const date of dates) {
      expect(date! >= '2026-12-01' && date! <= '2027-03-31').toBe(true);
    }
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveAttribute('href', '/locations/');
    }
    expect(warn).not.toHaveBeenCalled();
  });
});

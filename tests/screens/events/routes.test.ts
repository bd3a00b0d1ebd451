import { describe, expect, it } from 'vitest';
import { toEvents } from '@/lib/cms/events';
import { toPage, type Page } from '@/lib/cms/page';
import { findEventRoute } from '@/screens/events/routes';
import { entry } from '../../support/entries';
import { eventEntry, eventType } from '../../support/events';

const playAcademy = toPage(
  entry('page', {
    metaTitle: 'Play Academy',
    slug: 'play-academy',
    type: 'event',
    eventType: [eventType('school-events')],
  }),
) as Page;

const events = toEvents([
  eventEntry('holiday-party', ['corporate-events', 'group-events']),
  eventEntry('play-academy', ['group-events']),
]);

const readers = (page: Page | null = playAcademy) => ({
  page: async (slug: string) => (page && slug === page.slug ? page : null),
  events: async () => events,
});

describe('/events/{category}/{slug}/', () => {
  it('shows an event page under its first event type', async () => {
    const route = await findEventRoute('school-events', 'play-academy', readers());
    expect(route).toEqual({ kind: 'page', page: playAcademy });
  });

  it('redirects an event page asked for under another category to its own', async () => {
    expect(await findEventRoute('corporate-events', 'play-academy', readers())).toEqual({
      kind: 'moved',
      path: '/events/school-events/play-academy/',
    });
  });

  it('prefers the event page to an event package of the same slug', async () => {
    const route = await findEventRoute('group-events', 'play-academy', readers());
    expect(route.kind).toBe('moved');
  });

  it('shows an event package under its first category and redirects the others', async () => {
    const route = await findEventRoute('corporate-events', 'holiday-party', readers());
    expect(route).toMatchObject({ kind: 'event', event: { slug: 'holiday-party' } });
    expect(await findEventRoute('group-events', 'holiday-party', readers())).toEqual({
      kind: 'moved',
      path: '/events/corporate-events/holiday-party/',
    });
  });

  it('answers not found for an unknown slug, and for an event page with no event type', async () => {
    expect(await findEventRoute('school-events', 'nothing-here', readers())).toEqual({
      kind: 'missing',
    });
    const homeless = toPage(
      entry('page', { metaTitle: 'Lost', slug: 'lost', type: 'event', eventType: [] }),
    ) as Page;
    expect(await findEventRoute('school-events', 'lost', readers(homeless))).toEqual({
      kind: 'missing',
    });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { toEvents } from '@/lib/cms/events';
import { entry } from '../../support/entries';
import { eventEntry, eventType } from '../../support/events';
import { loggedWith, spyOnErrors, spyOnWarnings } from '../../support/log';

describe('event entries', () => {
  afterEach(() => vi.restoreAllMocks());

  it('live under their first event type, with subcategory slugs made from the titles', () => {
    const [event] = toEvents([
      eventEntry('holiday-party', ['corporate-events', 'group-events'], {
        title: 'Holiday Party',
        subcategories: ['Holiday Parties', 'Team & Clients'],
      }),
    ]);
    expect(event).toMatchObject({
      title: 'Holiday Party',
      path: '/events/corporate-events/holiday-party/',
      category: { slug: 'corporate-events' },
      eventSubcategories: [
        { title: 'Holiday Parties', slug: 'holiday-parties' },
        { title: 'Team & Clients', slug: 'team-n-clients' },
      ],
    });
  });

  it('leaves out, and logs, an event the site cannot place or link to', () => {
    const errors = spyOnErrors();
    spyOnWarnings();
    const events = toEvents([
      eventEntry('no-category', []),
      entry('event', {
        title: 'Bad slug',
        description: 'x',
        slug: 'Bad Slug',
        eventType: [eventType('group-events')],
      }),
      eventEntry('field-trip', ['school-events']),
    ]);
    expect(events.map((event) => event.slug)).toEqual(['field-trip']);
    expect(loggedWith(errors, 'event entry rejected')).toHaveLength(2);
  });
});

// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen } from '@testing-library/react';
import { toEvents, type SiteEvent } from '@/lib/cms/events';
import { EventDetail } from '@/screens/events/EventDetail';
import { eventEntry, eventType } from '@/tests/support/events';
import { mockMedia } from '@/tests/support/media';

function siteEvent(fields: Parameters<typeof eventEntry>[2] = {}) {
  const raw = eventEntry('team-building', ['corporate-events', 'group-events'], fields);
  // The support entry names a category by its slug; the page shows its title.
  raw.fields.eventType = [
    eventType('corporate-events', 'Corporate Events'),
    eventType('group-events', 'Group Events'),
  ];
  return toEvents([raw])[0] as SiteEvent;
}

beforeEach(() => mockMedia({ width: 1440 }));
afterEach(() => vi.unstubAllGlobals());

describe('an event package page', () => {
  it('offers More Details on its category: the events list with the category preselected', () => {
    render(
      <EventDetail
        event={siteEvent({ title: 'Team Building', subcategories: ['Team Building'] })}
        context={PUBLISHED_ENGLISH}
      />,
    );
    expect(screen.getByRole('link', { name: 'More Details: Corporate Events' })).toHaveAttribute(
      'href',
      '/events/#corporate-events',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Great for' })).toBeInTheDocument();
  });

  it('offers More Details also when the package names no subcategory', () => {
    render(<EventDetail event={siteEvent()} context={PUBLISHED_ENGLISH} />);
    expect(screen.queryByRole('heading', { name: 'Great for' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More Details: Corporate Events' })).toHaveAttribute(
      'href',
      '/events/#corporate-events',
    );
  });

  it('keeps View All for the category in the hero', () => {
    render(<EventDetail event={siteEvent()} context={PUBLISHED_ENGLISH} />);
    expect(screen.getByRole('link', { name: 'View All Corporate Events' })).toHaveAttribute(
      'href',
      '/events/#corporate-events',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { eventsListHref } from '@/lib/sitePaths';

describe('eventsListHref', () => {
  it("leads to /events/ with the route's third path segment as the category", () => {
    expect(eventsListHref('/events/school-events/play-academy/')).toBe('/events/#school-events');
    expect(eventsListHref('/events/corporate-events/')).toBe('/events/#corporate-events');
  });

  it('leads to the whole list where the route has no third segment', () => {
    expect(eventsListHref('/events/')).toBe('/events/');
  });
});

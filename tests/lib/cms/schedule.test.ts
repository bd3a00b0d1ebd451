import { isShowing, nextEdge, scheduledSectionFields, showingWindow } from '@/lib/cms/schedule';

const CHICAGO = 'America/Chicago';

describe('a scheduled section’s window', () => {
  it('starts and ends a day without a time at midnight on the site’s clock', () => {
    const window = showingWindow({ showFrom: '2026-11-27', showUntil: '2026-12-01' }, CHICAGO);
    // Central standard time: UTC-6.
    expect(window).toEqual({
      from: Date.parse('2026-11-27T06:00:00Z'),
      until: Date.parse('2026-12-01T06:00:00Z'),
    });
  });

  it('takes a date and time with its offset as that moment', () => {
    expect(showingWindow({ showFrom: '2027-04-17T10:00-04:00' }, CHICAGO)).toEqual({
      from: Date.parse('2027-04-17T14:00:00Z'),
      until: undefined,
    });
  });

  it('shows from its first moment and not from its last', () => {
    const window = showingWindow({ showFrom: '2026-11-27', showUntil: '2026-12-01' }, CHICAGO);
    expect(isShowing(window, new Date('2026-11-27T05:59:59Z'))).toBe(false);
    expect(isShowing(window, new Date('2026-11-27T06:00:00Z'))).toBe(true);
    // 11:59:59 PM on November 30 in Chicago, already December 1 in UTC.
    expect(isShowing(window, new Date('2026-12-01T05:59:59Z'))).toBe(true);
    expect(isShowing(window, new Date('2026-12-01T06:00:00Z'))).toBe(false);
  });

  it('keeps showing with no end, and has shown since always with no start', () => {
    expect(isShowing({ from: 0 }, new Date('2030-01-01'))).toBe(true);
    expect(isShowing({ until: Date.parse('2026-12-01') }, new Date('2000-01-01'))).toBe(true);
  });

  it('never shows when it ends before it starts', () => {
    const window = showingWindow({ showFrom: '2026-12-10', showUntil: '2026-12-01' }, CHICAGO);
    expect(isShowing(window, new Date('2026-12-05T12:00:00Z'))).toBe(false);
  });

  it('names the next edge after now: the start, then the end, then none', () => {
    const window = showingWindow({ showFrom: '2026-11-27', showUntil: '2026-12-01' }, CHICAGO);
    expect(nextEdge([window], new Date('2026-11-20T00:00:00Z'))).toBe(window.from);
    expect(nextEdge([window], new Date('2026-11-28T00:00:00Z'))).toBe(window.until);
    expect(nextEdge([window], new Date('2026-12-02T00:00:00Z'))).toBeUndefined();
  });
});

describe('a scheduled section entry', () => {
  const section = { sys: { id: 'banner', type: 'Entry', contentType: 'imageBanner' }, fields: {} };

  it('needs a name, a section and at least one edge', () => {
    expect(
      scheduledSectionFields.safeParse({ name: 'Holiday offer', section, showUntil: '2026-12-01' })
        .success,
    ).toBe(true);
    expect(scheduledSectionFields.safeParse({ name: 'Always', section }).success).toBe(false);
    expect(
      scheduledSectionFields.safeParse({ name: 'No section', showFrom: '2026-12-01' }).success,
    ).toBe(false);
  });

  it('refuses an edge that is no date, or a time without its offset', () => {
    for (const showFrom of ['next Friday', '12/01/2026', '2026-02-30', '2026-12-01T09:00']) {
      const result = scheduledSectionFields.safeParse({ name: 'Offer', section, showFrom });
      expect(result.success, showFrom).toBe(false);
    }
  });
});

import type { Entry } from '@/lib/cms/types';
import { centersFromEntries, findCenter } from '@/lib/centers';
import { log } from '@/lib/log';

/**
 * Tempe's fields that the model keeps as the entry has them (the phone already written the model's
 * way); the entry's centerId, latitude and longitude are what the model renames.
 */
const TEMPE_AS_STORED = {
  name: 'Tempe',
  slug: 'tempe',
  state: 'Arizona',
  city: 'Tempe',
  address: '1220 W Elliot Rd',
  postalCode: '85284',
  phone: '(480) 555-0142',
  hours: [
    { days: 'Sun–Thu', open: '10:00 AM', close: '11:00 PM' },
    { days: 'Fri–Sat', open: '10:00 AM', close: '1:00 AM' },
  ],
  priceTier: 3,
  timeZone: 'America/Phoenix',
  deliveryStoreIds: { doordash: '2284716', ubereats: 'q3Rk7mZcT9yVb1nXw2Lp0A' },
  venues: ['bowling', 'arcade', 'laser-tag'],
};

function centerEntry(id: string, fields: Record<string, unknown> = {}): Entry {
  return {
    sys: { id, type: 'Entry', contentType: 'center' },
    fields: {
      centerId: '101',
      ...TEMPE_AS_STORED,
      latitude: 33.3497,
      longitude: -111.9587,
      ...fields,
    },
  };
}

describe('centersFromEntries', () => {
  afterEach(() => vi.restoreAllMocks());

  it('maps a center entry to the model, keyed by its center id', () => {
    expect(centersFromEntries([centerEntry('center-tempe')])).toEqual([
      {
        id: '101',
        ...TEMPE_AS_STORED,
        coordinates: { latitude: 33.3497, longitude: -111.9587 },
        specialHours: [],
        temporarilyClosed: false,
        accessFeatures: [],
        sensoryFriendlySessions: [],
      },
    ]);
  });

  it('reads special hours and closures, with the day Contentful may write with a time', () => {
    const [center] = centersFromEntries([
      centerEntry('center-tempe', {
        specialHours: [
          { date: '2026-12-24T00:00', note: 'Christmas Eve', open: '10:00 AM', close: '6:00 PM' },
          { date: '2026-12-25', note: 'Christmas Day', closed: true },
        ],
      }),
    ]);
    expect(center?.specialHours).toEqual([
      {
        date: '2026-12-24',
        note: 'Christmas Eve',
        closed: false,
        open: '10:00 AM',
        close: '6:00 PM',
      },
      { date: '2026-12-25', note: 'Christmas Day', closed: true },
    ]);
  });

  it.each([
    [{ date: '2026-12-24', note: 'Christmas Eve', open: '10:00 AM' }, 'or closed: true'],
    [{ date: '2026-02-30', note: 'No such day', closed: true }, 'must be a date'],
    [{ date: '2026-12-25', note: '', closed: true }, 'must not be empty'],
  ])('skips a center whose special day %j is not one, saying why', (day, reason) => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    expect(centersFromEntries([centerEntry('center-tempe', { specialHours: [day] })])).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ reason: expect.stringContaining(reason) }),
      'Skipped an invalid center entry',
    );
  });

  it('skips a center whose hours name something other than days', () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const hours = [{ days: 'Weekends', open: '10:00 AM', close: '11:00 PM' }];
    expect(centersFromEntries([centerEntry('center-tempe', { hours })])).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ reason: expect.stringContaining("must be days like 'Sun–Thu'") }),
      'Skipped an invalid center entry',
    );
  });

  it('lists each venue once, and none when the field is empty', () => {
    const [repeated] = centersFromEntries([
      centerEntry('center-tempe', { venues: ['bowling', 'arcade', 'bowling'] }),
    ]);
    expect(repeated?.venues).toEqual(['bowling', 'arcade']);
    const [none] = centersFromEntries([centerEntry('center-tempe', { venues: undefined })]);
    expect(none?.venues).toEqual([]);
  });

  it('skips a center whose venues include one the site does not know, naming the field', () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const centers = centersFromEntries([
      centerEntry('center-odd', { centerId: '102', venues: ['bowling', 'skydiving'] }),
      centerEntry('center-tempe'),
    ]);
    expect(centers.map((center) => center.id)).toEqual(['101']);
    const [details] = warn.mock.calls[0] as unknown as [{ entryId: string; reason: string }];
    expect(details).toMatchObject({
      entryId: 'center-odd',
      reason: expect.stringMatching(/venues/),
    });
  });

  it('reads access features in one order, each once, and sensory-friendly sessions as hours', () => {
    const sessions = [{ days: 'Sun', open: '9:00 AM', close: '10:00 AM' }];
    const [center] = centersFromEntries([
      centerEntry('center-tempe', {
        accessFeatures: ['quiet-room', 'step-free-entrance', 'quiet-room'],
        sensoryFriendlySessions: sessions,
      }),
    ]);
    expect(center?.accessFeatures).toEqual(['step-free-entrance', 'quiet-room']);
    expect(center?.sensoryFriendlySessions).toEqual(sessions);
  });

  it.each([
    [{ accessFeatures: ['lift'] }, /accessFeatures\.0: must be one of step-free-entrance/],
    [
      { sensoryFriendlySessions: [{ days: 'Weekends', open: '9:00 AM', close: '10:00 AM' }] },
      /sensoryFriendlySessions\.0\.days: must be days/,
    ],
    [
      { sensoryFriendlySessions: [{ days: 'Sun', open: '9 in the morning', close: '10:00 AM' }] },
      /sensoryFriendlySessions\.0\.open/,
    ],
  ])('skips a center whose access content %j is not valid, naming the field', (fields, reason) => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    expect(centersFromEntries([centerEntry('center-tempe', fields)])).toEqual([]);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({ reason: expect.stringMatching(reason) });
  });

  it('writes every phone number the same way and treats missing hours and store ids as none', () => {
    const [center] = centersFromEntries([
      centerEntry('center-tempe', {
        phone: '+1 480-555-0142',
        hours: undefined,
        deliveryStoreIds: { doordash: '', ubereats: undefined },
      }),
    ]);
    expect(center?.phone).toBe('(480) 555-0142');
    expect(center?.hours).toEqual([]);
    expect(center?.deliveryStoreIds).toEqual({});
  });

  it('skips an invalid entry, logging its id and reason, and keeps the others', () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const centers = centersFromEntries([
      centerEntry('center-broken', { centerId: '102', priceTier: 4, phone: '555-0142' }),
      centerEntry('center-tempe'),
    ]);

    expect(centers.map((center) => center.id)).toEqual(['101']);
    expect(warn).toHaveBeenCalledTimes(1);
    const [details] = warn.mock.calls[0] as unknown as [{ entryId: string; reason: string }];
    expect(details.entryId).toBe('center-broken');
    expect(details.reason).toMatch(/priceTier/);
    expect(details.reason).toMatch(/phone: must be a 10-digit US phone number/);
  });

  it('skips a delivery store id that is a URL rather than an id', () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const entry = centerEntry('center-tempe', {
      deliveryStoreIds: { doordash: 'https://www.doordash.com/store/2284716/' },
    });
    expect(centersFromEntries([entry])).toEqual([]);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({
      reason: expect.stringMatching(/deliveryStoreIds\.doordash/),
    });
  });

  it('keeps the first of two entries claiming the same center id', () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const centers = centersFromEntries([
      centerEntry('center-tempe'),
      centerEntry('center-tempe-copy', { name: 'Tempe Copy', slug: 'tempe-copy' }),
    ]);
    expect(centers.map((center) => center.name)).toEqual(['Tempe']);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({ entryId: 'center-tempe-copy' });
  });

  it('skips entries of another content type', () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const page: Entry = { sys: { id: 'home', type: 'Entry', contentType: 'page' }, fields: {} };
    expect(centersFromEntries([page])).toEqual([]);
  });
});

describe('findCenter', () => {
  const centers = centersFromEntries([centerEntry('center-tempe')]);

  it('finds a center by its id or its slug', () => {
    expect(findCenter(centers, '101')?.name).toBe('Tempe');
    expect(findCenter(centers, 'tempe')?.name).toBe('Tempe');
  });

  it('finds nothing for an unknown or missing key', () => {
    expect(findCenter(centers, '999')).toBeUndefined();
    expect(findCenter(centers, undefined)).toBeUndefined();
  });
});

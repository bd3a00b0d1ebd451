import { jobPostingsJsonLd } from '@/blocks/careers-openings/jsonLd';
import { openingsFrom, payRange } from '@/blocks/careers-openings/openings';
import { localEntries } from '@/lib/cms/local';
import { createContentSource } from '@/lib/cms/source';
import { loggedWith, spyOnWarnings } from '@/tests/support/log';
import { KATY, NOW, openingEntry } from './fixtures';

afterEach(() => vi.restoreAllMocks());

describe('job openings', () => {
  it('keeps the openings on show, newest first, with their center', () => {
    const openings = openingsFrom(
      [
        openingEntry('party-host-tempe', { datePosted: '2026-11-10' }),
        openingEntry('line-cook-katy', {
          title: 'Line Cook',
          department: 'Food & Beverage',
          center: KATY,
          datePosted: '2026-11-20',
        }),
      ],
      NOW,
    );
    expect(openings.map((opening) => opening.slug)).toEqual(['line-cook-katy', 'party-host-tempe']);
    expect(openings[0]?.center).toEqual({
      id: '251',
      name: 'Katy',
      city: 'Katy',
      state: 'Texas',
      stateCode: 'TX',
      address: '251 Main St',
      postalCode: '77494',
    });
  });

  it('hides an opening once its last day is over at the centers, and keeps it on that day', () => {
    const lastDay = openingEntry('party-host-tempe', { validThrough: '2026-12-01' });
    // 11 PM on 1 December in Arizona, then 1 AM on the 2nd.
    expect(openingsFrom([lastDay], new Date('2026-12-02T06:00:00Z'))).toHaveLength(1);
    expect(openingsFrom([lastDay], new Date('2026-12-02T08:00:00Z'))).toEqual([]);
  });

  it('logs and skips a malformed opening, and a second opening with the same slug', () => {
    const warn = spyOnWarnings();
    const openings = openingsFrom(
      [
        openingEntry('no-center', { center: null }),
        openingEntry('odd-department', { department: 'Astronauts' }),
        openingEntry('upside-down-pay', { payMin: 20, payMax: 15 }),
        openingEntry('max-without-min', { payMin: undefined, payMax: 15 }),
        openingEntry('ends-before-it-starts', { validThrough: '2026-11-01' }),
        openingEntry('Bad Slug'),
        // Its title would be an application's Position, which starts with a letter or digit.
        openingEntry('lead-host', { title: '(Lead) Party Host' }),
        openingEntry('party-host-tempe'),
        openingEntry('party-host-tempe', { title: 'Second Party Host' }),
      ],
      NOW,
    );
    expect(openings.map((opening) => opening.title)).toEqual(['Party Host']);
    expect(loggedWith(warn, 'job opening skipped').map((log) => log.id)).toEqual([
      'job-no-center',
      'job-odd-department',
      'job-upside-down-pay',
      'job-max-without-min',
      'job-ends-before-it-starts',
      'job-Bad Slug',
      'job-lead-host',
    ]);
    expect(loggedWith(warn, 'slug repeated')).toHaveLength(1);
  });

  it('reads a date-time from a Date field as its day', () => {
    const [opening] = openingsFrom(
      [openingEntry('party-host-tempe', { datePosted: '2026-11-18T09:00:00.000Z' })],
      NOW,
    );
    expect(opening?.datePosted).toBe('2026-11-18');
  });

  it('words the pay range per hour or per year', () => {
    expect(payRange({ payMin: 14.5, payMax: 17, payUnit: 'hour' }, 'en')).toBe(
      '$14.50–$17.00 an hour',
    );
    expect(payRange({ payMin: 52000, payMax: 60000, payUnit: 'year' }, 'en')).toBe(
      '$52,000–$60,000 a year',
    );
    expect(payRange({ payMin: 16, payMax: undefined, payUnit: 'hour' }, 'en')).toBe(
      'From $16.00 an hour',
    );
    expect(payRange({ payMin: 16, payMax: 16, payUnit: 'hour' }, 'en')).toBe('$16.00 an hour');
    expect(
      payRange({ payMin: undefined, payMax: undefined, payUnit: 'hour' }, 'en'),
    ).toBeUndefined();
  });
});

describe('JobPosting data', () => {
  it('describes each opening with its center address, dates, employment type and pay', () => {
    const openings = openingsFrom(
      [
        openingEntry('party-host-tempe'),
        openingEntry('kitchen-manager-katy', {
          title: 'Kitchen Manager',
          center: KATY,
          employmentType: 'Full-time',
          payMin: 52000,
          payMax: 60000,
          payUnit: 'year',
          datePosted: '2026-11-10',
        }),
        openingEntry('host-no-pay', {
          payMin: undefined,
          payMax: undefined,
          datePosted: '2026-11-01',
        }),
      ],
      NOW,
    );
    const data = jobPostingsJsonLd(openings, { companyName: 'Spark Alley' });

    expect(data['@context']).toBe('https://schema.org');
    expect(data['@graph'][0]).toEqual({
      '@type': 'JobPosting',
      title: 'Party Host',
      description:
        'Run birthday parties from the welcome to the cake.\nWelcome families\nLead games',
      identifier: { '@type': 'PropertyValue', name: 'Spark Alley', value: 'party-host-tempe' },
      datePosted: '2026-11-18',
      validThrough: '2027-03-31',
      employmentType: 'PART_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Spark Alley' },
      jobLocation: {
        '@type': 'Place',
        name: 'Spark Alley Tempe',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '101 Main St',
          addressLocality: 'Tempe',
          addressRegion: 'AZ',
          postalCode: '85281',
          addressCountry: 'US',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 14.5, maxValue: 17, unitText: 'HOUR' },
      },
    });
    expect(data['@graph'][1]).toMatchObject({
      employmentType: 'FULL_TIME',
      baseSalary: { value: { minValue: 52000, maxValue: 60000, unitText: 'YEAR' } },
    });
    expect(data['@graph'][2]).not.toHaveProperty('baseSalary');
  });
});

describe('the embedded job openings', () => {
  it('all parse, with 10 to 16 openings across several centers and states', async () => {
    const warn = spyOnWarnings();
    const entries = await createContentSource(localEntries()).entries('jobOpening', {
      limit: 200,
    });
    const openings = openingsFrom(entries, NOW);

    expect(warn).not.toHaveBeenCalled();
    expect(openings).toHaveLength(entries.length);
    expect(openings.length).toBeGreaterThanOrEqual(10);
    expect(openings.length).toBeLessThanOrEqual(16);
    expect(new Set(openings.map((opening) => opening.center.id)).size).toBeGreaterThan(5);
    expect(new Set(openings.map((opening) => opening.center.state)).size).toBeGreaterThan(4);
  });
});

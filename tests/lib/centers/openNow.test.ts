import { describe, expect, it } from 'vitest';
import {
  openNowLine,
  upcomingSpecialHours,
  weekdaysOf,
  type CenterClock,
} from '@/lib/centers/openNow';
import type { CenterOpening } from '@/lib/centers/opening';
import { islandTranslations } from '@/lib/i18n';
import { sayer } from '@/lib/i18n/say';

const OPEN: CenterOpening = { status: 'open' };

/** Tempe's hours: Arizona keeps no daylight saving time. */
const TEMPE: CenterClock = {
  timeZone: 'America/Phoenix',
  hours: [
    { days: 'Sun–Thu', open: '10:00 AM', close: '12:00 AM' },
    { days: 'Fri–Sat', open: '10:00 AM', close: '2:00 AM' },
  ],
  specialHours: [],
};

const CHICAGO: CenterClock = { ...TEMPE, timeZone: 'America/Chicago' };

const line = (clock: CenterClock, at: string, opening: CenterOpening = OPEN) =>
  openNowLine(opening, clock, new Date(at))?.text;

describe('weekdaysOf', () => {
  it('reads single days, ranges, lists and ranges over the weekend', () => {
    expect(weekdaysOf('Sun–Thu')).toEqual([0, 1, 2, 3, 4]);
    expect(weekdaysOf('Fri')).toEqual([5]);
    expect(weekdaysOf('Mon, Wed')).toEqual([1, 3]);
    expect(weekdaysOf('Fri–Mon')).toEqual([5, 6, 0, 1]);
    expect(weekdaysOf('Weekends')).toBeUndefined();
  });
});

describe('openNowLine', () => {
  it('says a center opening in two minutes opens soon (Tempe, 9:58 on a Tuesday)', () => {
    // 16:58 UTC is 9:58 AM in Arizona (UTC−7 all year).
    expect(line(TEMPE, '2026-12-08T16:58:00Z')).toBe('Opens soon · 10 AM');
    expect(line(TEMPE, '2026-12-08T17:00:00Z')).toBe('Open now · closes midnight');
  });

  it('says when it closes soon, and when it opens next once closed', () => {
    expect(line(TEMPE, '2026-12-09T06:30:00Z')).toBe('Closes soon · midnight'); // Tue 11:30 PM
    expect(line(TEMPE, '2026-12-09T07:00:00Z')).toBe('Closed · opens 10 AM'); // Wed 0:00
    expect(line(TEMPE, '2026-12-08T15:00:00Z')).toBe('Closed · opens 10 AM'); // Tue 8:00 AM
  });

  it('counts hours past midnight as the evening’s, on both sides of midnight', () => {
    // Friday 11:59 PM and Saturday 12:30 AM, 1:30 AM and 2:00 AM in Tempe.
    expect(line(TEMPE, '2026-12-12T06:59:00Z')).toBe('Open now · closes 2 AM');
    expect(line(TEMPE, '2026-12-12T07:30:00Z')).toBe('Open now · closes 2 AM');
    expect(line(TEMPE, '2026-12-12T08:30:00Z')).toBe('Closes soon · 2 AM');
    expect(line(TEMPE, '2026-12-12T09:00:00Z')).toBe('Closed · opens 10 AM');
    // Sunday 1 AM: Saturday's evening runs to 2 AM, Sunday's closes at midnight.
    expect(line(TEMPE, '2026-12-13T08:00:00Z')).toBe('Closes soon · 2 AM');
    // Monday 12:30 AM: Sunday closed at midnight.
    expect(line(TEMPE, '2026-12-14T07:30:00Z')).toBe('Closed · opens 10 AM');
  });

  it('keeps Arizona’s clock in summer while Chicago moves its own', () => {
    // 17:30 UTC on 1 July: 10:30 AM in Tempe, 12:30 PM in Chicago (daylight time).
    expect(line(TEMPE, '2027-07-01T17:30:00Z')).toBe('Open now · closes midnight');
    expect(line(TEMPE, '2027-07-01T16:30:00Z')).toBe('Opens soon · 10 AM');
    expect(line(CHICAGO, '2027-07-01T14:30:00Z')).toBe('Opens soon · 10 AM');
    expect(line(CHICAGO, '2027-07-01T15:00:00Z')).toBe('Open now · closes midnight');
  });

  it('follows the clock when daylight time starts (the night loses an hour)', () => {
    // Chicago, Saturday 13 March 2027 into Sunday: 1:59 AM CST, then 3:00 AM CDT.
    expect(line(CHICAGO, '2027-03-14T07:59:00Z')).toBe('Closes soon · 2 AM');
    expect(line(CHICAGO, '2027-03-14T08:00:00Z')).toBe('Closed · opens 10 AM');
    // 10 AM CDT is 15:00 UTC on that Sunday, not 16:00.
    expect(line(CHICAGO, '2027-03-14T15:00:00Z')).toBe('Open now · closes midnight');
  });

  it('follows the clock when daylight time ends (1 AM comes twice)', () => {
    // Chicago, Saturday 6 November 2027 into Sunday: 1:30 AM CDT, then 1:30 AM CST an hour later.
    expect(line(CHICAGO, '2027-11-07T06:30:00Z')).toBe('Closes soon · 2 AM');
    expect(line(CHICAGO, '2027-11-07T07:30:00Z')).toBe('Closes soon · 2 AM');
    expect(line(CHICAGO, '2027-11-07T08:00:00Z')).toBe('Closed · opens 10 AM');
    // 10 AM CST is 16:00 UTC.
    expect(line(CHICAGO, '2027-11-07T15:30:00Z')).toBe('Opens soon · 10 AM');
    expect(line(CHICAGO, '2027-11-07T16:00:00Z')).toBe('Open now · closes midnight');
  });

  it('keeps a holiday closure and special hours before the week’s, with their note', () => {
    const holidays: CenterClock = {
      ...CHICAGO,
      specialHours: [
        {
          date: '2026-12-24',
          note: 'Christmas Eve',
          closed: false,
          open: '10:00 AM',
          close: '6:00 PM',
        },
        { date: '2026-12-25', note: 'Christmas Day', closed: true },
      ],
    };
    // Christmas Eve, 3 PM and 7 PM in Chicago.
    expect(line(holidays, '2026-12-24T21:00:00Z')).toBe('Open now · closes 6 PM · Christmas Eve');
    expect(line(holidays, '2026-12-25T01:00:00Z')).toBe(
      'Closed · Christmas Eve · opens 10 AM Saturday',
    );
    // Christmas Day at noon: closed all day, open again on Saturday the 26th.
    expect(line(holidays, '2026-12-25T18:00:00Z')).toBe(
      'Closed · Christmas Day · opens 10 AM tomorrow',
    );
  });

  it('names the opening day of a coming-soon center, and a temporary closure', () => {
    expect(
      line(TEMPE, '2026-12-08T17:00:00Z', { status: 'comingSoon', opensOn: '2027-04-17' }),
    ).toBe('Opening April 17, 2027');
    expect(line(TEMPE, '2026-12-08T17:00:00Z', { status: 'temporarilyClosed' })).toBe(
      'Temporarily closed',
    );
  });

  it('has no status for a center without hours', () => {
    expect(line({ ...TEMPE, hours: [] }, '2026-12-08T17:00:00Z')).toBeUndefined();
  });
});

describe('upcomingSpecialHours', () => {
  it('lists the special days from today on the center’s clock for 14 days, in order', () => {
    const clock: CenterClock = {
      ...TEMPE,
      specialHours: [
        { date: '2026-12-25', note: 'Christmas Day', closed: true },
        {
          date: '2026-12-12',
          note: 'Late start',
          closed: false,
          open: '2:00 PM',
          close: '2:00 AM',
        },
        { date: '2026-12-11', note: 'Past', closed: true },
        { date: '2026-12-26', note: 'Too far', closed: true },
      ],
    };
    // 12 December, 1 AM in Tempe (08:00 UTC): the 11th is yesterday there.
    expect(
      upcomingSpecialHours(clock, new Date('2026-12-12T08:00:00Z')).map((day) => day.date),
    ).toEqual(['2026-12-12', '2026-12-25']);
  });
});

describe('openNowLine on a Spanish page', () => {
  const spanish = { say: sayer(islandTranslations(['OpenNow'], 'es')), locale: 'es' } as const;
  const enEspañol = (clock: CenterClock, at: string, opening: CenterOpening = OPEN) =>
    openNowLine(opening, clock, new Date(at), spanish)?.text;

  it('says every status in Spanish, times and days included, the CMS’s note as written', () => {
    expect(enEspañol(TEMPE, '2026-12-08T16:58:00Z')).toBe('Abre pronto · 10 a. m.');
    expect(enEspañol(TEMPE, '2026-12-08T17:00:00Z')).toBe('Abierto ahora · cierra medianoche');
    expect(enEspañol(TEMPE, '2026-12-12T08:30:00Z')).toBe('Cierra pronto · 2 a. m.');
    expect(enEspañol(TEMPE, '2026-12-09T07:00:00Z')).toBe('Cerrado · abre 10 a. m.');
    const christmas: CenterClock = {
      ...CHICAGO,
      specialHours: [
        { date: '2026-12-25', note: 'Christmas Day', closed: true },
        { date: '2026-12-26', note: 'Boxing Day', closed: true },
      ],
    };
    // Christmas Day at noon in Chicago: closed until Sunday the 27th.
    expect(enEspañol(christmas, '2026-12-25T18:00:00Z')).toBe(
      'Cerrado · Christmas Day · abre el domingo 10 a. m.',
    );
    expect(enEspañol(christmas, '2026-12-26T18:00:00Z')).toBe(
      'Cerrado · Boxing Day · abre mañana 10 a. m.',
    );
    expect(
      enEspañol(TEMPE, '2026-12-08T17:00:00Z', { status: 'comingSoon', opensOn: '2027-04-17' }),
    ).toBe('Abre el 17 de abril de 2027');
    expect(enEspañol(TEMPE, '2026-12-08T17:00:00Z', { status: 'temporarilyClosed' })).toBe(
      'Cerrado temporalmente',
    );
  });
});

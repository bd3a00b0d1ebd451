import {
  dayAt,
  fromUsDate,
  isOnOrAfter,
  isoDateAfter,
  isoDayAfter,
  isoDayBefore,
  midnightAt,
  parseIsoDate,
  toUsDate,
  weekdayOf,
} from '@/lib/dates';

describe('calendar dates', () => {
  it('read a date input’s value as a calendar day, refusing days that do not exist', () => {
    expect(parseIsoDate('2026-03-14')).toEqual({ year: 2026, month: 3, day: 14 });
    expect(parseIsoDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    for (const value of ['', '2026-02-29', '2026-13-01', '2026-3-14', '03/14/2026', 'soon']) {
      expect(parseIsoDate(value), value).toBeUndefined();
    }
  });

  it('give the weekday as Date.getDay counts it (0 is Sunday)', () => {
    expect(weekdayOf('2026-03-01')).toBe(0);
    expect(weekdayOf('2026-03-07')).toBe(6);
    expect(weekdayOf('')).toBeUndefined();
  });

  it('are sent as MM/DD/YYYY, and an empty date stays empty', () => {
    expect(toUsDate('2026-03-14')).toBe('03/14/2026');
    expect(toUsDate('2027-01-05')).toBe('01/05/2027');
    expect(toUsDate('')).toBe('');
    expect(toUsDate('2026-02-30')).toBe('');
  });

  it('count days ahead on the guest’s calendar, across months and years', () => {
    expect(isoDateAfter(new Date(2026, 2, 14, 23, 30), 8)).toBe('2026-03-22');
    expect(isoDateAfter(new Date(2026, 11, 28, 0, 5), 8)).toBe('2027-01-05');
    expect(isoDateAfter(new Date(2028, 1, 25), 4)).toBe('2028-02-29');
  });

  it('step a calendar day forward and back across months, years and leap days', () => {
    expect(isoDayAfter('2027-02-28')).toBe('2027-03-01');
    expect(isoDayAfter('2026-12-31')).toBe('2027-01-01');
    expect(isoDayBefore('2028-03-01')).toBe('2028-02-29');
    expect(isoDayBefore('2027-01-01')).toBe('2026-12-31');
    expect(isoDayBefore('not a day')).toBe('');
  });

  it('read a stored MM/DD/YYYY date back into a date input, dropping days that do not exist', () => {
    expect(fromUsDate('03/14/2026')).toBe('2026-03-14');
    expect(fromUsDate(' 01/05/2027 ')).toBe('2027-01-05');
    for (const value of ['', '2026-03-14', '02/30/2026', '3/14/2026', '13/01/2026']) {
      expect(fromUsDate(value), value).toBe('');
    }
  });

  it('compare calendar days, refusing anything that is not one', () => {
    expect(isOnOrAfter('2026-11-24', '2026-11-24')).toBe(true);
    expect(isOnOrAfter('2027-01-01', '2026-12-31')).toBe(true);
    expect(isOnOrAfter('2026-11-23', '2026-11-24')).toBe(false);
    expect(isOnOrAfter('', '2026-11-24')).toBe(false);
    expect(isOnOrAfter('2026-13-40', '2026-11-24')).toBe(false);
  });
});

describe('days on a center’s clock', () => {
  it('starts a day at the zone’s midnight, on either side of a change to daylight time', () => {
    // Daylight time starts at 2 AM on March 14, 2027: that day still starts on standard time.
    expect(midnightAt('America/Chicago', '2027-03-14')).toBe(Date.parse('2027-03-14T06:00:00Z'));
    expect(midnightAt('America/Chicago', '2027-03-15')).toBe(Date.parse('2027-03-15T05:00:00Z'));
    // Arizona keeps standard time all year.
    expect(midnightAt('America/Phoenix', '2027-07-04')).toBe(Date.parse('2027-07-04T07:00:00Z'));
  });

  it('names the day it is in a zone, which may not be the day in UTC', () => {
    const lateEvening = Date.parse('2026-12-02T05:30:00Z');
    expect(dayAt('America/Phoenix', lateEvening)).toBe('2026-12-01');
    expect(dayAt('America/New_York', lateEvening)).toBe('2026-12-02');
  });
});

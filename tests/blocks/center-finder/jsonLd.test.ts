import { daysOf, time24 } from '@/blocks/center-finder/jsonLd';

describe('center finder JSON-LD helpers', () => {
  it('reads opening days as schema.org openingHours days', () => {
    expect(daysOf('Sun–Thu')).toBe('Su-Th');
    expect(daysOf('Fri')).toBe('Fr');
    expect(daysOf('Mon-Wed, Sat')).toBe('Mo-We,Sa');
    expect(daysOf('Fri – Mon')).toBe('Fr-Mo');
    expect(daysOf('Holidays')).toBeUndefined();
    expect(daysOf('Mon–Tue–Wed')).toBeUndefined();
  });

  it('writes times on the 24-hour clock', () => {
    expect(time24('10:00 AM')).toBe('10:00');
    expect(time24('12:00 AM')).toBe('00:00');
    expect(time24('12:30 PM')).toBe('12:30');
    expect(time24('2:00 AM')).toBe('02:00');
    expect(time24('11:45 PM')).toBe('23:45');
  });
});

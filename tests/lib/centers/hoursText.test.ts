import { daysLabel, openingTimes } from '@/lib/centers/hoursText';
import { speechOf } from '@/lib/i18n';

const spanish = speechOf(['OpenNow'], 'es');

describe('a center’s hours as the page’s language writes them', () => {
  it('shows English pages the days and times as the editor wrote them', () => {
    expect(daysLabel('Sun–Thu')).toBe('Sun–Thu');
    expect(openingTimes({ open: '10:00 AM', close: '12:00 AM' })).toBe('10:00 AM – 12:00 AM');
  });

  it('names days, ranges and lists of days in Spanish', () => {
    expect(daysLabel('Sun–Thu', spanish)).toBe('dom–jue');
    expect(daysLabel('Fri - Sat', spanish)).toBe('vie - sáb');
    expect(daysLabel('Mon, Wed', spanish)).toBe('lun, mié');
  });

  it('tells Spanish times by the clock, midnight and noon by name', () => {
    expect(openingTimes({ open: '10:00 AM', close: '12:00 AM' }, spanish)).toBe(
      '10 a. m. – medianoche',
    );
    expect(openingTimes({ open: '12:00 PM', close: '11:30 PM' }, spanish)).toBe(
      'mediodía – 11:30 p. m.',
    );
  });
});

import { speechOf } from '@/lib/i18n';
import {
  centerOpening,
  newestCenter,
  nextOpening,
  notChoosableReason,
  notOpenNote,
  openCenters,
} from '@/lib/centers/opening';
import { aCenter } from '@/tests/support/centers';

// Fishers keeps Indiana's clock, on daylight time (UTC-4) in April.
const fishers = aCenter('271', 'Fishers', {
  timeZone: 'America/Indiana/Indianapolis',
  openingDate: '2027-04-17',
});
const tempe = aCenter('101', 'Tempe', { timeZone: 'America/Phoenix', openingDate: '2026-11-14' });
const plano = aCenter('252', 'Plano', { openingDate: '2019-05-04' });
const katy = aCenter('251', 'Katy');
const closed = aCenter('253', 'Frisco', { temporarilyClosed: true, openingDate: '2018-01-01' });

const LAST_MINUTE_BEFORE = new Date('2027-04-17T03:59:59Z'); // 11:59:59 PM, April 16, in Fishers
const OPENING_MIDNIGHT = new Date('2027-04-17T04:00:00Z');

describe('a center’s opening', () => {
  it('is coming soon until its opening day starts on its own clock, then open', () => {
    expect(centerOpening(fishers, LAST_MINUTE_BEFORE)).toEqual({
      status: 'comingSoon',
      opensOn: '2027-04-17',
    });
    expect(centerOpening(fishers, OPENING_MIDNIGHT)).toEqual({ status: 'open' });
    // Already April 17 in UTC and in New York, still April 16 in Indiana an hour earlier.
    expect(centerOpening(fishers, new Date('2027-04-17T03:30:00Z')).status).toBe('comingSoon');
  });

  it('is open without an opening date, and closed while the switch is on, whatever the date', () => {
    expect(centerOpening(katy, LAST_MINUTE_BEFORE)).toEqual({ status: 'open' });
    expect(centerOpening(closed, OPENING_MIDNIGHT)).toEqual({ status: 'temporarilyClosed' });
  });

  it('leaves out of every choice a center that is coming soon or closed', () => {
    const all = [tempe, fishers, plano, katy, closed];
    expect(openCenters(all, LAST_MINUTE_BEFORE).map((center) => center.name)).toEqual([
      'Tempe',
      'Plano',
      'Katy',
    ]);
    expect(openCenters(all, OPENING_MIDNIGHT).map((center) => center.name)).toContain('Fishers');
  });

  it('says what guests read instead of hours, and why the center cannot be chosen', () => {
    const soon = centerOpening(fishers, LAST_MINUTE_BEFORE);
    if (soon.status === 'open') throw new Error('Fishers should not be open yet');
    expect(notOpenNote(soon)).toBe('Coming soon: opens April 17, 2027');
    expect(notChoosableReason('Fishers', soon)).toBe(
      'Fishers opens on April 17, 2027. Please choose an open center.',
    );
    expect(notOpenNote({ status: 'temporarilyClosed' })).toBe('Temporarily closed');
    expect(notChoosableReason('Frisco', { status: 'temporarilyClosed' })).toBe(
      'Frisco is temporarily closed. Please choose another center.',
    );
    const spanish = speechOf(['OpenNow'], 'es');
    expect(notOpenNote(soon, spanish)).toBe('Próximamente: abre el 17 de abril de 2027');
    expect(notOpenNote({ status: 'temporarilyClosed' }, spanish)).toBe('Cerrado temporalmente');
  });
});

describe('our newest center', () => {
  const all = [plano, tempe, fishers, katy, closed];

  it('is the open center with the latest opening date', () => {
    expect(newestCenter(all, LAST_MINUTE_BEFORE)?.name).toBe('Tempe');
  });

  it('becomes the next center on its opening day', () => {
    expect(newestCenter(all, OPENING_MIDNIGHT)?.name).toBe('Fishers');
  });

  it('is no center when none has an opening date', () => {
    expect(newestCenter([katy], OPENING_MIDNIGHT)).toBeUndefined();
  });
});

describe('the next opening', () => {
  it('is the midnight a coming-soon center opens, on its clock', () => {
    expect(nextOpening([tempe, fishers, katy], LAST_MINUTE_BEFORE)).toBe(
      OPENING_MIDNIGHT.getTime(),
    );
    expect(nextOpening([tempe, fishers, katy], OPENING_MIDNIGHT)).toBeUndefined();
  });
});

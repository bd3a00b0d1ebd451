import {
  ALL_TIME_SLOTS,
  timeOptionsFor,
  timeSlotsFor,
} from '@/forms/enquiries/group-event/timeSlots';
import { DAYTIME, MORNING, NIGHT } from '@/tests/support/groupEventSlots';

/** A week of March 2026, Sunday the 1st to Saturday the 7th. */
const WEEK = [
  { weekday: 0, name: 'Sunday', date: '2026-03-01', slots: [...DAYTIME, ...NIGHT] },
  { weekday: 1, name: 'Monday', date: '2026-03-02', slots: [...MORNING, ...DAYTIME] },
  { weekday: 2, name: 'Tuesday', date: '2026-03-03', slots: [...MORNING, ...DAYTIME] },
  { weekday: 3, name: 'Wednesday', date: '2026-03-04', slots: [...MORNING, ...DAYTIME] },
  { weekday: 4, name: 'Thursday', date: '2026-03-05', slots: [...MORNING, ...DAYTIME] },
  { weekday: 5, name: 'Friday', date: '2026-03-06', slots: [...MORNING, ...DAYTIME] },
  { weekday: 6, name: 'Saturday', date: '2026-03-07', slots: [...DAYTIME, ...NIGHT] },
];

describe('the group-event time choices', () => {
  it.each(WEEK)(
    'offer exactly the right hourly slots on day $weekday ($name)',
    ({ date, slots }) => {
      expect(timeSlotsFor(date)).toEqual(slots);
      expect(timeOptionsFor(date)).toEqual(slots.map((slot) => ({ label: slot, value: slot })));
    },
  );

  it('offer the morning only Monday to Friday, the night only Saturday and Sunday', () => {
    for (const { date, weekday } of WEEK) {
      const slots = timeSlotsFor(date);
      const weekend = weekday === 0 || weekday === 6;
      expect(slots.includes('8:00 AM'), date).toBe(!weekend);
      expect(slots.includes('11:00 AM'), date).toBe(!weekend);
      expect(slots.includes('8:00 PM'), date).toBe(weekend);
      expect(slots.includes('12:00 AM'), date).toBe(weekend);
      for (const slot of DAYTIME) expect(slots, date).toContain(slot);
    }
  });

  it('count the weekday by the calendar day, whatever the time zone', () => {
    // Saturday 31 January 2026, across a month and year boundary, and a leap day (a Thursday).
    expect(timeSlotsFor('2026-01-31')).toEqual([...DAYTIME, ...NIGHT]);
    expect(timeSlotsFor('2027-01-01')).toEqual([...MORNING, ...DAYTIME]);
    expect(timeSlotsFor('2028-02-29')).toEqual([...MORNING, ...DAYTIME]);
  });

  it('offer every slot, in the order of the day, before a date is chosen or for no real day', () => {
    expect(ALL_TIME_SLOTS).toEqual([...MORNING, ...DAYTIME, ...NIGHT]);
    expect(timeSlotsFor('')).toEqual(ALL_TIME_SLOTS);
    expect(timeSlotsFor('2026-02-30')).toEqual(ALL_TIME_SLOTS);
    expect(timeSlotsFor('03/07/2026')).toEqual(ALL_TIME_SLOTS);
  });
});

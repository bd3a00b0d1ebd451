import { describe, expect, it } from 'vitest';
import {
  GROUP_ESTIMATE_MESSAGES,
  groupEstimate,
  groupEstimateSummary,
  pricedPerGuest,
  type PricedPackage,
} from '@/blocks/event-menu/estimate';

const pizzaAndWings: PricedPackage = {
  id: 'pizza',
  title: 'Pizza & Wings',
  price: 14.99,
  priceUnit: 'per guest',
  minimumGuests: 10,
};
const buffet: PricedPackage = {
  id: 'buffet',
  title: 'All-American Buffet',
  price: 21.99,
  priceUnit: 'per guest',
  minimumGuests: 20,
};
const beerAndWine: PricedPackage = {
  id: 'beer',
  title: 'Beer & Wine',
  price: 18,
  priceUnit: 'per guest per 2 hours',
  minimumGuests: 20,
};
const drinkTickets: PricedPackage = {
  id: 'tickets',
  title: 'Drink Tickets',
  price: 8.5,
  priceUnit: 'per ticket',
};
const laserTag: PricedPackage = {
  id: 'laser',
  title: 'Laser Tag Round',
  price: 7.99,
  priceUnit: 'per guest',
  minimumGuests: 6,
};
const host: PricedPackage = {
  id: 'host',
  title: 'Private Event Host',
  price: 75,
  priceUnit: 'per hour',
};
const crown: PricedPackage = {
  id: 'crown',
  title: 'Guest of Honor Crown & Shirt',
  price: 14.99,
  priceUnit: 'per guest of honor',
};

const menu = {
  food: [pizzaAndWings, buffet],
  bar: [beerAndWine, drinkTickets],
  addOns: [laserTag, host, crown],
};

describe('the group estimate', () => {
  it('tells prices for every guest from prices by the piece', () => {
    expect([pizzaAndWings, beerAndWine, laserTag].every(pricedPerGuest)).toBe(true);
    expect([drinkTickets, host, crown].some(pricedPerGuest)).toBe(false);
    // The units as a Spanish page reads them.
    expect(pricedPerGuest({ priceUnit: 'por invitado por 2 horas' })).toBe(true);
    expect(pricedPerGuest({ priceUnit: 'por persona' })).toBe(true);
    expect(pricedPerGuest({ priceUnit: 'por festejado' })).toBe(false);
    expect(pricedPerGuest({ priceUnit: 'por cubeta' })).toBe(false);
  });

  it('adds a food package, a bar package and add-ons for the guest count, in whole cents', () => {
    const answer = groupEstimate(
      { guests: '25', food: 'buffet', bar: 'beer', addOns: { laser: 1, host: 2 } },
      menu,
    );
    expect(answer).toEqual({
      ok: true,
      guests: 25,
      lines: [
        { title: 'All-American Buffet × 25', cents: 54975 },
        { title: 'Beer & Wine × 25', cents: 45000 },
        { title: 'Laser Tag Round × 25', cents: 19975 },
        { title: 'Private Event Host × 2', cents: 15000 },
      ],
      totalCents: 134950,
      perGuestCents: 5398,
    });
    expect(answer.ok && groupEstimateSummary(answer)).toBe(
      'Event estimate for 25 guests: All-American Buffet × 25 $549.75; Beer & Wine × 25 $450.00; Laser Tag Round × 25 $199.75; Private Event Host × 2 $150.00. About $53.98 per guest, $1,349.50 in all, plus tax.',
    );
  });

  it('holds each package to its minimum number of guests', () => {
    expect(groupEstimate({ guests: '12', food: 'buffet', bar: 'beer', addOns: {} }, menu)).toEqual({
      ok: false,
      problems: [
        GROUP_ESTIMATE_MESSAGES.minimum(buffet),
        GROUP_ESTIMATE_MESSAGES.minimum(beerAndWine),
      ],
    });
    expect(
      groupEstimate({ guests: '12', food: 'pizza', addOns: { tickets: 0 } }, menu),
    ).toMatchObject({
      ok: true,
      totalCents: 17988,
    });
  });

  it.each([
    [{ guests: '', food: 'pizza', addOns: {} }, GROUP_ESTIMATE_MESSAGES.guests],
    [{ guests: '0', food: 'pizza', addOns: {} }, GROUP_ESTIMATE_MESSAGES.guests],
    [{ guests: '501', food: 'pizza', addOns: {} }, GROUP_ESTIMATE_MESSAGES.guests],
    [{ guests: '2.5', food: 'pizza', addOns: {} }, GROUP_ESTIMATE_MESSAGES.guests],
    [{ guests: '30', food: 'unknown', addOns: { unknown: 3 } }, GROUP_ESTIMATE_MESSAGES.nothing],
  ])('refuses %j with what to change', (choice, problem) => {
    expect(groupEstimate(choice, menu)).toEqual({ ok: false, problems: [problem] });
  });
});

import { describe, expect, it } from 'vitest';
import type { CenterListing } from '@/lib/centers/nearest';
import { fromCenterList, toCenterList } from '@/blocks/center-finder/centerList';

const weekHours = [
  { days: 'Sun–Thu', open: '10:00 AM', close: '11:00 PM' },
  { days: 'Fri–Sat', open: '10:00 AM', close: '1:00 AM' },
];

function center(
  id: string,
  hours: CenterListing['hours'],
  specialHours: CenterListing['specialHours'] = [],
): CenterListing {
  return {
    id,
    name: `Center ${id}`,
    slug: `center-${id}`,
    state: 'Texas',
    city: 'Plano',
    address: '6121 W Park Blvd',
    postalCode: '75093',
    coordinates: { latitude: 33.0254, longitude: -96.7961 },
    phone: '(972) 555-0142',
    hours,
    timeZone: 'America/Chicago',
    specialHours,
  };
}

const RENDERED_AT = Date.parse('2026-12-02T18:00:00Z');
const christmas = [{ date: '2026-12-25', note: 'Christmas Day', closed: true as const }];

describe('the center list the Find a Location islands receive', () => {
  const centers = [
    center('1', weekHours),
    center('2', [{ days: 'Mon–Sun', open: '11:00 AM', close: '10:00 PM' }]),
    center('3', structuredClone(weekHours), christmas),
    center('4', [], structuredClone(christmas)),
  ];

  it('gives the islands every center exactly as the server read it', () => {
    expect(fromCenterList(toCenterList(centers, RENDERED_AT))).toEqual(centers);
  });

  it('writes equal time zones, opening hours and special days once, however many centers keep them', () => {
    const list = toCenterList(centers, RENDERED_AT);
    expect(list.timeZones).toEqual(['America/Chicago']);
    expect(list.hours).toHaveLength(3);
    expect(list.specialHours).toEqual([[], christmas]);
    expect(list.centers.map((entry) => entry.clock)).toEqual([
      [0, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
      [0, 2, 1],
    ]);
  });

  it('carries the moment the server made it', () => {
    expect(toCenterList(centers, RENDERED_AT).renderedAt).toBe(RENDERED_AT);
  });

  it('survives the trip through the page payload as plain data', () => {
    const travelled = JSON.parse(JSON.stringify(toCenterList(centers, RENDERED_AT)));
    expect(fromCenterList(travelled)[2]?.hours).toEqual(weekHours);
  });
});

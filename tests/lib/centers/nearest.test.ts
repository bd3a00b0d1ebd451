import { fileURLToPath } from 'node:url';
import { NO_NEARBY_LOCATIONS } from '@/components/CenterSearch/CenterSearch.client';
import {
  MAX_QUERY_LENGTH,
  centersFromEntries,
  distanceMiles,
  nearestCenters,
  originFor,
  toCenterChoice,
  toCenterSummary,
  type Center,
  type CenterPlace,
} from '@/lib/centers';
import { cityPosition } from '@/lib/centers/cities';
import { centersInState } from '@/lib/centers/nearest';
import { localEntries } from '@/lib/cms/local';
import { createContentSource } from '@/lib/cms/source';

function place(
  name: string,
  city: string,
  state: string,
  postalCode: string,
  latitude: number,
  longitude: number,
): CenterPlace & { id: string } {
  return { id: name, name, city, state, postalCode, coordinates: { latitude, longitude } };
}

const tulsa = place('Tulsa', 'Tulsa', 'Oklahoma', '74133', 36.0448, -95.8876);
const okc = place('Oklahoma City', 'Oklahoma City', 'Oklahoma', '73118', 35.5134, -97.5327);
const memphis = place('Memphis', 'Cordova', 'Tennessee', '38016', 35.1495, -89.7812);
const woodlands = place('The Woodlands', 'The Woodlands', 'TX', '77380', 30.1658, -95.4613);
const katy = place('Katy', 'Katy', 'Texas', '77494', 29.7858, -95.8245);
const fishers = place('Fishers', 'Fishers', 'Indiana', '46037', 39.9568, -86.0134);
const centers = [tulsa, okc, memphis, woodlands, katy, fishers];

describe('distanceMiles', () => {
  it('is zero from a place to itself and the same both ways', () => {
    expect(distanceMiles(tulsa.coordinates, tulsa.coordinates)).toBe(0);
    expect(distanceMiles(tulsa.coordinates, okc.coordinates)).toBeCloseTo(
      distanceMiles(okc.coordinates, tulsa.coordinates),
      9,
    );
  });

  it('measures great-circle miles', () => {
    // One degree of longitude on the equator is 1/360 of the Earth's circumference.
    expect(distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(
      69.09,
      1,
    );
    // Tulsa to Oklahoma City is about 98 miles as the crow flies.
    expect(distanceMiles(tulsa.coordinates, okc.coordinates)).toBeGreaterThan(95);
    expect(distanceMiles(tulsa.coordinates, okc.coordinates)).toBeLessThan(100);
  });
});

describe('nearestCenters', () => {
  it('sorts by distance and adds each distance', () => {
    const found = nearestCenters(centers, { latitude: 29.9, longitude: -95.7 });
    expect(found.map((center) => center.name)).toEqual(['Katy', 'The Woodlands']);
    expect(found[0]?.distanceMiles).toBeLessThan(found[1]!.distanceMiles);
    expect(found[0]).toMatchObject({ id: 'Katy', city: 'Katy' });
  });

  it('keeps to 100 miles and 5 centers unless told otherwise', () => {
    const spread = Array.from({ length: 8 }, (_, index) =>
      place(`C${index}`, 'X', 'Texas', '77000', 30, -95 - index * 0.2),
    );
    const origin = { latitude: 30, longitude: -95 };
    expect(nearestCenters(spread, origin).map((center) => center.name)).toEqual([
      'C0',
      'C1',
      'C2',
      'C3',
      'C4',
    ]);
    expect(nearestCenters(spread, origin, { limit: 2 })).toHaveLength(2);
    expect(nearestCenters(spread, origin, { limit: 0 })).toEqual([]);
    expect(nearestCenters(spread, origin, { limit: 20, withinMiles: 30 })).toHaveLength(3);
    expect(nearestCenters(centers, { latitude: 47.6, longitude: -122.3 })).toEqual([]);
    expect(
      nearestCenters(centers, { latitude: 47.6, longitude: -122.3 }, { withinMiles: 5000 }),
    ).toHaveLength(5);
  });
});

describe('originFor', () => {
  it('places a center’s own ZIP code, with or without the +4, at that center', () => {
    expect(originFor('74133', centers)).toEqual(tulsa.coordinates);
    expect(originFor(' 74133-1234 ', centers)).toEqual(tulsa.coordinates);
    expect(originFor('741331234', centers)).toEqual(tulsa.coordinates);
  });

  it('places any other US ZIP code at its ZIP3 centroid', () => {
    // 741xx is the Tulsa area: the nearest center is Tulsa's.
    const origin = originFor('74105', centers);
    expect(origin).toBeDefined();
    expect(distanceMiles(origin!, tulsa.coordinates)).toBeLessThan(25);
    expect(nearestCenters(centers, origin!)[0]?.name).toBe('Tulsa');
    // 100xx is Manhattan: a place, but no center near it.
    const manhattan = originFor('10001', centers);
    expect(manhattan?.latitude).toBeCloseTo(40.77, 0);
    expect(nearestCenters(centers, manhattan!)).toEqual([]);
  });

  it('refuses ZIP codes with no area and malformed numbers', () => {
    expect(originFor('00000', centers)).toBeUndefined();
    expect(originFor('7413', centers)).toBeUndefined();
    expect(originFor('741330', centers)).toBeUndefined();
  });

  it('finds a city in any case, with or without its state', () => {
    expect(originFor('Tulsa', centers)).toEqual(tulsa.coordinates);
    expect(originFor('  tulsa ', centers)).toEqual(tulsa.coordinates);
    expect(originFor('tulsa, ok', centers)).toEqual(tulsa.coordinates);
    expect(originFor('Tulsa, Oklahoma', centers)).toEqual(tulsa.coordinates);
    expect(originFor('TULSA OK', centers)).toEqual(tulsa.coordinates);
    expect(originFor('Tulsa Oklahoma', centers)).toEqual(tulsa.coordinates);
    expect(originFor('Tulsa,', centers)).toEqual(tulsa.coordinates);
    expect(originFor('Cordova', centers)).toEqual(memphis.coordinates);
    expect(originFor('the woodlands, tx', centers)).toEqual(woodlands.coordinates);
  });

  it('does not find a city in the wrong state', () => {
    expect(originFor('Tulsa, TX', centers)).toBeUndefined();
    expect(originFor('Tulsa, Narnia', centers)).toBeUndefined();
  });

  it('finds a center by its name or part of it', () => {
    expect(originFor('Memphis', centers)).toEqual(memphis.coordinates);
    expect(originFor('woodlands', centers)).toEqual(woodlands.coordinates);
    expect(originFor('Oklahoma C', centers)).toEqual(okc.coordinates);
  });

  it('is undefined for unknown places, empty and over-long queries', () => {
    expect(originFor('Atlantis', centers)).toBeUndefined();
    expect(originFor('California', centers)).toBeUndefined();
    expect(originFor('', centers)).toBeUndefined();
    expect(originFor('   ', centers)).toBeUndefined();
    expect(originFor('a, b, c', centers)).toBeUndefined();
    expect(originFor('T', centers)).toBeUndefined();
    const long = `Tulsa${' '.repeat(MAX_QUERY_LENGTH)}`;
    expect(long.length).toBeGreaterThan(MAX_QUERY_LENGTH);
    expect(originFor(long, centers)).toBeUndefined();
    expect(originFor('x'.repeat(10_000), centers)).toBeUndefined();
  });
});

describe('centersInState', () => {
  it('lists a state’s centers by name, whether the state is named or coded either way', () => {
    expect(centersInState('Oklahoma', centers)?.map((center) => center.name)).toEqual([
      'Oklahoma City',
      'Tulsa',
    ]);
    expect(centersInState(' ok ', centers)).toHaveLength(2);
    // Stored by its code, found by its name.
    expect(centersInState('Texas', centers)?.map((center) => center.name)).toEqual([
      'Katy',
      'The Woodlands',
    ]);
  });

  it('is undefined for a state without centers and for anything that is no state', () => {
    expect(centersInState('California', centers)).toBeUndefined();
    expect(centersInState('Tulsa', centers)).toBeUndefined();
    expect(centersInState('x'.repeat(10_000), centers)).toBeUndefined();
  });
});

describe('cityPosition', () => {
  const near = (query: string) => {
    const position = cityPosition(query, centers);
    return position && nearestCenters(centers, position).map((center) => center.name);
  };

  it('places a city with no center of its own, with or without its state', () => {
    expect(near('Houston')).toEqual(['Katy', 'The Woodlands']);
    expect(near('houston, tx')).toEqual(['Katy', 'The Woodlands']);
    expect(near('Houston Texas')).toEqual(['Katy', 'The Woodlands']);
    expect(near('Broken Arrow OK')?.[0]).toBe('Tulsa');
    expect(near('Indianapolis')).toEqual(['Fishers']);
  });

  it('reads short forms and spellings as the table spells them', () => {
    expect(cityPosition('St. Louis, MO', centers)).toEqual(cityPosition('saint louis mo', centers));
    expect(cityPosition('Winston Salem', centers)).toEqual(cityPosition('winston-salem', centers));
    expect(cityPosition('St. Louis, MO', centers)?.latitude).toBeCloseTo(38.6, 0);
  });

  it('picks, of cities sharing a name, the one closest to a center unless a state is given', () => {
    // Pasadena, Texas (near The Woodlands), not California's or Maryland's.
    expect(distanceMiles(cityPosition('Pasadena', centers)!, woodlands.coordinates)).toBeLessThan(
      40,
    );
    expect(cityPosition('Pasadena, CA', centers)?.latitude).toBeCloseTo(34.15, 1);
  });

  it('is undefined for places it does not know', () => {
    expect(cityPosition('Atlantis', centers)).toBeUndefined();
    expect(cityPosition('Houston, Narnia', centers)).toBeUndefined();
    expect(cityPosition('a, b, c', centers)).toBeUndefined();
  });
});

describe('with the embedded centers', () => {
  const contentDir = fileURLToPath(new URL('../../../content', import.meta.url));
  let all: Center[] = [];
  beforeAll(async () => {
    all = centersFromEntries(await createContentSource(localEntries(contentDir)).centers());
  });

  it('lists the center of a ZIP code first, and nearby centers after it', () => {
    const found = nearestCenters(all, originFor('77494', all)!);
    expect(found[0]).toMatchObject({ name: 'Katy', distanceMiles: 0 });
    expect(found.map((center) => center.name)).toContain('Sugar Land');
  });

  it('turns a center into plain summary data without delivery details', () => {
    const tempe = all.find((center) => center.slug === 'tempe')!;
    const summary = toCenterSummary(tempe, new Date('2026-12-02T18:00:00Z'));
    expect(Object.keys(summary).sort()).toEqual(
      [
        'address',
        'city',
        'coordinates',
        'hours',
        'id',
        'name',
        'phone',
        'postalCode',
        'slug',
        'state',
      ].sort(),
    );
    expect(summary).toMatchObject({ id: tempe.id, name: 'Tempe', phone: tempe.phone });
    expect(JSON.parse(JSON.stringify(summary))).toEqual(summary);
  });

  it('gives a center search only what it finds and chooses by: no address, phone or hours', () => {
    const tempe = all.find((center) => center.slug === 'tempe')!;
    const choice = toCenterChoice(tempe);
    expect(Object.keys(choice).sort()).toEqual(
      ['city', 'coordinates', 'id', 'name', 'postalCode', 'state'].sort(),
    );
    expect(nearestCenters([choice], originFor('85284', [choice])!)[0]).toMatchObject({
      id: tempe.id,
    });
  });

  it('has the exact no-result message', () => {
    expect(NO_NEARBY_LOCATIONS).toBe('No nearby locations, please try a different location.');
  });
});

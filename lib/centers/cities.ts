import { distanceMiles, type CenterPlace, type Coordinates } from './nearest';
import { normalisePlace, placeAndState } from './states';
import { US_CITIES } from './usCities';

/**
 * Places a US city that has no center of its own ('Dallas', 'dallas, tx', 'St. Louis MO') by the
 * city table of lib/centers/usCities.ts. Its own module, loaded only when a search finds no center
 * by ZIP code, name or state, so pages do not carry the table.
 */

interface City {
  state: string;
  position: Coordinates;
}

/** How guests shorten what the table spells out. */
const SHORT_FORMS: readonly [RegExp, string][] = [
  [/^st /, 'saint '],
  [/^ste /, 'sainte '],
  [/^ft /, 'fort '],
  [/^mt /, 'mount '],
];

/** One spelling for the table and the guest: no apostrophes, hyphens as spaces, short forms long. */
function cityKey(text: string): string {
  const plain = normalisePlace(text.replace(/'/g, '').replace(/-/g, ' '));
  return SHORT_FORMS.reduce((key, [short, long]) => key.replace(short, long), plain);
}

let table: Map<string, City[]> | undefined;

function citiesNamed(key: string): readonly City[] {
  if (!table) {
    table = new Map();
    for (const line of US_CITIES.trim().split('\n')) {
      const [state = '', ...items] = line.trim().split(' ');
      for (const item of items) {
        const [name = '', position = ''] = item.split(':');
        const [latitude = NaN, longitude = NaN] = position.split(',').map(Number);
        const city = { state, position: { latitude, longitude } };
        const named = cityKey(name.replaceAll('_', ' '));
        table.set(named, [...(table.get(named) ?? []), city]);
      }
    }
  }
  return table.get(key) ?? [];
}

/**
 * Where the city the guest typed lies; when several states have a city of that name and the guest
 * named none, the one closest to a center. Undefined for a place the table does not know.
 */
export function cityPosition(
  query: string,
  centers: readonly Pick<CenterPlace, 'coordinates'>[],
): Coordinates | undefined {
  const named = placeAndState(query);
  if (!named) return undefined;
  const candidates = citiesNamed(cityKey(named.place)).filter(
    (city) => !named.state || city.state === named.state,
  );
  const reach = (city: City) =>
    Math.min(...centers.map((center) => distanceMiles(city.position, center.coordinates)));
  const closest = candidates.reduce<City | undefined>(
    (best, city) => (best && reach(best) <= reach(city) ? best : city),
    undefined,
  );
  return closest?.position;
}

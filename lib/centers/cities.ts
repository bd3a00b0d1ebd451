import { distanceMiles, type CenterPlace, type Coordinates } from './nearest';
import { normalisePlace, usState } from './states';
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

/** The city and the state the guest named, if any: 'dallas, tx', 'dallas texas', 'dallas tx'. */
function cityAndState(query: string): { city: string; state?: string } | undefined {
  const [city = '', stateText, ...rest] = query.split(',').map((part) => part.trim());
  if (rest.length > 0) return undefined;
  if (stateText !== undefined) {
    const state = usState(stateText)?.code;
    return state ? { city, state } : undefined;
  }
  const words = normalisePlace(city).split(' ');
  for (const length of [2, 1]) {
    const state = words.length > length && usState(words.slice(-length).join(' '))?.code;
    if (state) return { city: words.slice(0, -length).join(' '), state };
  }
  return { city };
}

/**
 * Where the city the guest typed lies; when several states have a city of that name and the guest
 * named none, the one closest to a center. Undefined for a place the table does not know.
 */
export function cityPosition(
  query: string,
  centers: readonly Pick<CenterPlace, 'coordinates'>[],
): Coordinates | undefined {
  const named = cityAndState(query);
  if (!named) return undefined;
  const candidates = citiesNamed(cityKey(named.city)).filter(
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

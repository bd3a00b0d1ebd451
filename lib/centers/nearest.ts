import type { Center } from './model';
import { upcomingSpecialHours, type CenterClock } from './openNow';
import { centerOpening, type CenterOpening } from './opening';
import { normalisePlace, placeAndState, usState } from './states';
import { ZIP3_CENTROIDS } from './zip3';

/**
 * Finding the centers nearest to what a guest typed, entirely offline: a ZIP code is placed by its
 * ZIP3 prefix's centroid (lib/centers/zip3.ts), a city, center name or state by the centers
 * themselves. No geocoding service is called, so the search works the same in the browser, on the
 * server and in tests.
 */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export type CenterPlace = Pick<Center, 'name' | 'city' | 'state' | 'postalCode' | 'coordinates'>;

/**
 * What a center search needs to find and choose a center: plain, serialisable data. Islands that
 * only choose a center (the book selector) get this much, so the page's payload carries no
 * addresses, phones or opening hours it does not show.
 */
export type CenterChoice = CenterPlace & Pick<Center, 'id'>;

/** What a client island needs to show a center as well: its address, phone, hours and page. */
export type CenterSummary = CenterChoice &
  Pick<Center, 'slug' | 'address' | 'phone' | 'hours'> & {
    /** Only for a center that is not open: what guests are told instead of its hours. */
    notOpen?: Exclude<CenterOpening, { status: 'open' }>;
  };

/** Longer input is not a place name; it is refused rather than scanned. */
export const MAX_QUERY_LENGTH = 100;

const EARTH_RADIUS_MILES = 3958.8;
const DEFAULT_LIMIT = 5;
const DEFAULT_WITHIN_MILES = 100;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), in miles. */
export function distanceMiles(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The centers within reach of `origin`, nearest first, each with its distance. */
export function nearestCenters<T extends { coordinates: Coordinates }>(
  centers: readonly T[],
  origin: Coordinates,
  {
    limit = DEFAULT_LIMIT,
    withinMiles = DEFAULT_WITHIN_MILES,
  }: { limit?: number; withinMiles?: number } = {},
): Array<T & { distanceMiles: number }> {
  const count = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : DEFAULT_LIMIT;
  return centers
    .map((center) => ({ ...center, distanceMiles: distanceMiles(origin, center.coordinates) }))
    .filter((center) => center.distanceMiles <= withinMiles)
    .sort((a, b) => a.distanceMiles - b.distanceMiles)
    .slice(0, count);
}

/** Plain data for a center search: no delivery ids or tiers, which guests do not need. */
export function toCenterChoice(center: Center): CenterChoice {
  return {
    id: center.id,
    name: center.name,
    state: center.state,
    city: center.city,
    postalCode: center.postalCode,
    coordinates: { ...center.coordinates },
  };
}

/**
 * Plain data for client islands that show centers: a choice with address, phone and hours, and
 * whether it is open at `now`.
 */
export function toCenterSummary(center: Center, now: Date): CenterSummary {
  const opening = centerOpening(center, now);
  return {
    ...(opening.status !== 'open' && { notOpen: opening }),
    ...toCenterChoice(center),
    slug: center.slug,
    address: center.address,
    phone: center.phone,
    hours: center.hours.map((hours) => ({ ...hours })),
  };
}

/**
 * A center as a list of centers shows it: its summary, whether it is open now and, on Find a
 * Location, its place on the map (lib/centers/mapPoint.ts).
 */
export type CenterListing = CenterSummary &
  CenterClock & {
    mapPoint?: [x: number, y: number];
    /** Only for a center that holds them, so the list stays light. */
    sensoryFriendlySessions?: Center['sensoryFriendlySessions'];
  };

/** The special days that can change a status within the week ahead travel with the listing. */
const STATUS_REACH_DAYS = 8;

export function toCenterListing(center: Center, now: Date): CenterListing {
  return {
    ...toCenterSummary(center, now),
    timeZone: center.timeZone,
    specialHours: upcomingSpecialHours(center, now, STATUS_REACH_DAYS),
    ...(center.sensoryFriendlySessions.length > 0 && {
      sensoryFriendlySessions: center.sensoryFriendlySessions,
    }),
  };
}

/** The state's postal code for a name or code in any case, else undefined (no fallback text). */
function knownStateCode(text: string): string | undefined {
  return usState(text)?.code;
}

let zip3Table: Map<string, Coordinates> | undefined;

function zip3Centroid(prefix: string): Coordinates | undefined {
  zip3Table ??= new Map(
    ZIP3_CENTROIDS.trim()
      .split(/\s+/)
      .map((item) => {
        const [key = '', position = ''] = item.split(':');
        const [latitude = NaN, longitude = NaN] = position.split(',').map(Number);
        return [key, { latitude, longitude }] as const;
      }),
  );
  return zip3Table.get(prefix);
}

/** The first center, by city or name, exactly and then partly, in the state when one is given. */
function placeByName(
  text: string,
  state: string | undefined,
  centers: readonly CenterPlace[],
): CenterPlace | undefined {
  const inState = state
    ? centers.filter((center) => knownStateCode(center.state) === state)
    : centers;
  const exact = inState.find(
    (center) => normalisePlace(center.city) === text || normalisePlace(center.name) === text,
  );
  if (exact || text.length < 3) return exact;
  return inState.find(
    (center) =>
      normalisePlace(center.name).includes(text) || normalisePlace(center.city).includes(text),
  );
}

/**
 * Where a search starts: a ZIP code (ZIP+4 accepted) by its own center or its ZIP3 centroid; a
 * city or center name, optionally with its state ('Tulsa', 'tulsa, ok', 'Woodlands'), by that
 * center. Undefined when nothing matches: a state is `centersInState`'s, another city
 * `cityPosition`'s (lib/centers/cities.ts).
 */
export function originFor(query: string, centers: readonly CenterPlace[]): Coordinates | undefined {
  if (typeof query !== 'string' || query.length > MAX_QUERY_LENGTH) return undefined;
  const trimmed = query.trim();
  if (!trimmed) return undefined;

  const zip = /^(\d{5})(?:-?\d{4})?$/.exec(trimmed)?.[1];
  if (zip) {
    const own = centers.find((center) => center.postalCode.slice(0, 5) === zip);
    return own ? own.coordinates : zip3Centroid(zip.slice(0, 3));
  }

  const named = placeAndState(trimmed);
  const found = named && placeByName(named.place, named.state, centers);
  return found?.coordinates;
}

/**
 * A state's centers, by name, when the guest typed a state ('Texas', 'tx') that has any: a state is
 * too large for "nearest" to mean anything. Undefined for anything else.
 */
export function centersInState<T extends CenterPlace>(
  query: string,
  centers: readonly T[],
): T[] | undefined {
  if (typeof query !== 'string' || query.length > MAX_QUERY_LENGTH) return undefined;
  const state = knownStateCode(query.trim());
  const inState = centers.filter((center) => state && knownStateCode(center.state) === state);
  return inState.length > 0 ? inState.sort((a, b) => a.name.localeCompare(b.name)) : undefined;
}

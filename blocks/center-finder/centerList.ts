import type { CenterListing } from '@/lib/centers/nearest';

type Clock = Pick<CenterListing, 'timeZone' | 'hours' | 'specialHours'>;

/**
 * The centers as the page's payload carries them to the search and the directory, kept short as
 * 41 centers travel on /locations/: each center's clock as three positions, in tables of the time
 * zones, the opening hours and the special days, since most centers share each with others (a
 * shared array would be written as a long path back to its first use), and its coordinates as
 * [latitude, longitude]. `renderedAt` is the moment the server made the list: the statuses are
 * told as of then until the browser tells them by its own clock.
 */
export interface CenterList {
  renderedAt: number;
  timeZones: Clock['timeZone'][];
  hours: Clock['hours'][];
  specialHours: Clock['specialHours'][];
  centers: Array<
    Omit<CenterListing, keyof Clock | 'coordinates'> & {
      clock: [timeZone: number, hours: number, specialHours: number];
      coordinates: [latitude: number, longitude: number];
    }
  >;
}

/** Positions in a table of values, each distinct value written once. */
function positionTable<T>() {
  const values: T[] = [];
  const positions = new Map<string, number>();
  return {
    values,
    positionOf(value: T): number {
      const key = JSON.stringify(value);
      let position = positions.get(key);
      if (position === undefined) {
        position = values.push(value) - 1;
        positions.set(key, position);
      }
      return position;
    },
  };
}

export function toCenterList(listings: readonly CenterListing[], renderedAt: number): CenterList {
  const timeZones = positionTable<Clock['timeZone']>();
  const hours = positionTable<Clock['hours']>();
  const specialHours = positionTable<Clock['specialHours']>();
  const centers = listings.map(({ coordinates, ...listing }) => {
    const { timeZone: zone, hours: week, specialHours: days, ...rest } = listing;
    return {
      ...rest,
      clock: [
        timeZones.positionOf(zone),
        hours.positionOf(week),
        specialHours.positionOf(days),
      ] as [number, number, number],
      coordinates: [coordinates.latitude, coordinates.longitude] as [number, number],
    };
  });
  return {
    renderedAt,
    timeZones: timeZones.values,
    hours: hours.values,
    specialHours: specialHours.values,
    centers,
  };
}

export function fromCenterList(list: CenterList): CenterListing[] {
  return list.centers.map(
    ({ coordinates: [latitude, longitude], clock: [zone, week, days], ...center }) => ({
      ...center,
      timeZone: list.timeZones[zone] ?? 'America/Chicago',
      hours: list.hours[week] ?? [],
      specialHours: list.specialHours[days] ?? [],
      coordinates: { latitude, longitude },
    }),
  );
}

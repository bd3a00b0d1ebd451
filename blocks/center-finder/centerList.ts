import type { CenterListing } from '@/lib/centers/nearest';

/**
 * The centers as the page's payload carries them to the search and the directory, kept short as
 * 41 centers travel on /locations/: each center's opening hours and special days as a position in
 * a table, since most centers keep the same hours and the chain's holidays (a shared array would
 * be written as a long path back to its first use), and its coordinates as [latitude, longitude].
 * `renderedAt` is the moment the server made the list: the statuses are told as of then until the
 * browser tells them by its own clock.
 */
export interface CenterList {
  renderedAt: number;
  hours: CenterListing['hours'][];
  specialHours: CenterListing['specialHours'][];
  centers: Array<
    Omit<CenterListing, 'hours' | 'specialHours' | 'coordinates'> & {
      hours: number;
      specialHours: number;
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
  const hours = positionTable<CenterListing['hours']>();
  const specialHours = positionTable<CenterListing['specialHours']>();
  const centers = listings.map(({ coordinates, ...listing }) => ({
    ...listing,
    hours: hours.positionOf(listing.hours),
    specialHours: specialHours.positionOf(listing.specialHours),
    coordinates: [coordinates.latitude, coordinates.longitude] as [number, number],
  }));
  return { renderedAt, hours: hours.values, specialHours: specialHours.values, centers };
}

export function fromCenterList(list: CenterList): CenterListing[] {
  return list.centers.map(({ coordinates: [latitude, longitude], ...center }) => ({
    ...center,
    coordinates: { latitude, longitude },
    hours: list.hours[center.hours] ?? [],
    specialHours: list.specialHours[center.specialHours] ?? [],
  }));
}

import type { CenterSummary } from '@/lib/centers/nearest';

/**
 * The centers as the page's payload carries them to the search and the directory, kept short as
 * 41 centers travel on /locations/: each center's opening hours as a position in one table, since
 * most centers keep the same hours (a shared array would be written as a long path back to its
 * first use), and its coordinates as [latitude, longitude].
 */
export interface CenterList {
  hours: CenterSummary['hours'][];
  centers: Array<
    Omit<CenterSummary, 'hours' | 'coordinates'> & {
      hours: number;
      coordinates: [latitude: number, longitude: number];
    }
  >;
}

export function toCenterList(summaries: readonly CenterSummary[]): CenterList {
  const hours: CenterSummary['hours'][] = [];
  const positions = new Map<string, number>();
  const centers = summaries.map(({ coordinates, ...summary }) => {
    const key = JSON.stringify(summary.hours);
    let position = positions.get(key);
    if (position === undefined) {
      position = hours.push(summary.hours) - 1;
      positions.set(key, position);
    }
    return {
      ...summary,
      hours: position,
      coordinates: [coordinates.latitude, coordinates.longitude] as [number, number],
    };
  });
  return { hours, centers };
}

export function fromCenterList(list: CenterList): CenterSummary[] {
  return list.centers.map(({ coordinates: [latitude, longitude], ...center }) => ({
    ...center,
    coordinates: { latitude, longitude },
    hours: list.hours[center.hours] ?? [],
  }));
}

import { fill } from '@/lib/i18n/say';
import words from '@/messages/en/Careers.json';

/**
 * The openings filter's state and what it shows: every opening, or those at a state, a center and
 * a department. '' means any; the center is cleared when it is not in the chosen state.
 */

export interface OpeningFacets {
  id: string;
  state: string;
  centerId: string;
  centerName: string;
  department: string;
}

export interface OpeningsFilter {
  state: string;
  center: string;
  department: string;
}

export const ANY: OpeningsFilter = { state: '', center: '', department: '' };

export function matches(opening: OpeningFacets, filter: OpeningsFilter): boolean {
  return (
    (filter.state === '' || opening.state === filter.state) &&
    (filter.center === '' || opening.centerId === filter.center) &&
    (filter.department === '' || opening.department === filter.department)
  );
}

/** The filter after a change, with a center outside the chosen state cleared. */
export function changed(
  openings: readonly OpeningFacets[],
  filter: OpeningsFilter,
  change: Partial<OpeningsFilter>,
): OpeningsFilter {
  const next = { ...filter, ...change };
  const centerInState = openings.some(
    (opening) => opening.centerId === next.center && opening.state === next.state,
  );
  return next.state !== '' && next.center !== '' && !centerInState ? { ...next, center: '' } : next;
}

const sorted = (values: Iterable<string>) =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** The choices the selects offer: only states, centers and departments that have openings. */
export function choices(openings: readonly OpeningFacets[], state: string) {
  const centers = new Map<string, string>();
  for (const opening of openings) {
    if (state === '' || opening.state === state) centers.set(opening.centerId, opening.centerName);
  }
  return {
    states: sorted(openings.map((opening) => opening.state)),
    centers: [...centers]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    departments: sorted(openings.map((opening) => opening.department)),
  };
}

/** 'Showing 3 openings', in English: the island shows it through `say`. */
export const countMessage = (count: number) =>
  fill(count === 1 ? words.showingOne : words.showingOther, { count });

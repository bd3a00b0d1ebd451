import type { Center } from './model';

/*
 * Centers by state, as every center list shows them (docs/decisions/0024-every-center-in-every-list.md):
 * each center under its own state, states sorted by title, centers by name. Browser-safe (no zod,
 * no logging): client islands group and name centers with the same functions as the server.
 */

/**
 * Every US state and DC with its postal code. A center's state must be one of them
 * (lib/centers/model.ts), and the nearest-center search reads them in what guests type.
 */
export const US_STATES = (
  'AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|' +
  'DE Delaware|DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|' +
  'IN Indiana|IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|' +
  'MI Michigan|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|NE Nebraska|NV Nevada|' +
  'NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|NC North Carolina|ND North Dakota|' +
  'OH Ohio|OK Oklahoma|OR Oregon|PA Pennsylvania|RI Rhode Island|SC South Carolina|' +
  'SD South Dakota|TN Tennessee|TX Texas|UT Utah|VT Vermont|VA Virginia|WA Washington|' +
  'WV West Virginia|WI Wisconsin|WY Wyoming'
)
  .split('|')
  .map((item) => ({ code: item.slice(0, 2), name: item.slice(3) }));

export type UsState = (typeof US_STATES)[number];

/** Lowercase, dots and runs of spaces as one space: 'new  mexico', 'N.M.' and ' TX ' compare. */
export function normalisePlace(text: string): string {
  return text
    .toLowerCase()
    .replace(/[.\s]+/g, ' ')
    .trim();
}

const statesByKey = new Map(
  US_STATES.flatMap((state) => [
    [state.code.toLowerCase(), state],
    [state.name.toLowerCase(), state],
  ]),
);

/** The state named by its name or postal code, in any case; undefined for anything else. */
export function usState(text: string): UsState | undefined {
  return statesByKey.get(normalisePlace(text));
}

/**
 * A place and the state written after it ('tulsa, ok', 'Tulsa OK', 'dallas texas'), normalised.
 * Without a state the whole text is the place; undefined when the text after a comma is no state
 * or there is more than one comma.
 */
export function placeAndState(text: string): { place: string; state?: string } | undefined {
  const [place = '', stateText, ...rest] = normalisePlace(text.replace(/,+\s*$/, ''))
    .split(',')
    .map((part) => part.trim());
  if (rest.length > 0) return undefined;
  if (stateText !== undefined) {
    const state = usState(stateText)?.code;
    return state ? { place, state } : undefined;
  }
  const words = place.split(' ');
  for (const length of [2, 1]) {
    const state = words.length > length ? usState(words.slice(-length).join(' '))?.code : undefined;
    if (state) return { place: words.slice(0, -length).join(' '), state };
  }
  return { place };
}

/** How an address shows a state: its postal code ('OK'), or the text as written if it is none. */
export function stateCode(state: string): string {
  return usState(state)?.code ?? state.trim();
}

/** How the site writes a center wherever it stands on its own: 'Plano, TX'. */
export function centerTitle(center: { name: string; state: string }): string {
  return `${center.name}, ${stateCode(center.state)}`;
}

export interface StateGroup<C = Center> {
  /** The state's name, the group's title: 'Texas'. */
  state: string;
  /** Its postal code: 'TX'. */
  code: string;
  centers: C[];
}

const byTitle = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/**
 * Every center under its state: states sorted by title, each state's centers by name. A state is
 * recognised by its name or code; text that names no state (only outside the center model, which
 * refuses it) makes a group of its own. The input is not reordered.
 */
export function centersByState<C extends { name: string; state: string }>(
  centers: readonly C[],
): StateGroup<C>[] {
  const groups = new Map<string, StateGroup<C>>();
  for (const center of centers) {
    const known = usState(center.state);
    const state = known?.name ?? center.state.trim();
    const group = groups.get(state) ?? { state, code: known?.code ?? state, centers: [] };
    group.centers.push(center);
    groups.set(state, group);
  }
  return [...groups.values()]
    .map((group) => ({
      ...group,
      centers: group.centers.sort((a, b) => byTitle.compare(a.name, b.name)),
    }))
    .sort((a, b) => byTitle.compare(a.state, b.state));
}

/** A center select's group as a form in the browser gets it: ids and names only. */
export interface CenterOptionGroup {
  state: string;
  centers: readonly { id: string; name: string }[];
}

/** The groups of every center select (centersByState) as plain data for a client island. */
export function centerOptionGroups(
  centers: readonly Pick<Center, 'id' | 'name' | 'state'>[],
): CenterOptionGroup[] {
  return centersByState(centers).map((group) => ({
    state: group.state,
    centers: group.centers.map(({ id, name }) => ({ id, name })),
  }));
}

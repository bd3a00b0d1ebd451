import type { Center } from './model';

/**
 * The states guests can choose from, in the order docs/rules/limits.md#price-tiers-and-states
 * lists them (alphabetical).
 */
export const OFFERED_STATES = [
  { name: 'Arizona', code: 'AZ' },
  { name: 'Colorado', code: 'CO' },
  { name: 'Delaware', code: 'DE' },
  { name: 'Florida', code: 'FL' },
  { name: 'Georgia', code: 'GA' },
  { name: 'Illinois', code: 'IL' },
  { name: 'Kansas', code: 'KS' },
  { name: 'Kentucky', code: 'KY' },
  { name: 'Louisiana', code: 'LA' },
  { name: 'Maryland', code: 'MD' },
  { name: 'Missouri', code: 'MO' },
  { name: 'New Mexico', code: 'NM' },
  { name: 'Ohio', code: 'OH' },
  { name: 'Oklahoma', code: 'OK' },
  { name: 'Tennessee', code: 'TN' },
  { name: 'Texas', code: 'TX' },
] as const satisfies readonly { name: string; code: string }[];

export type OfferedState = (typeof OFFERED_STATES)[number];

export interface StateGroup {
  state: OfferedState['name'];
  code: OfferedState['code'];
  centers: Center[];
}

const byTitle = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/** The offered state a center belongs to; editors may write the state's name or its code. */
export function offeredState(state: string): OfferedState | undefined {
  const wanted = state.trim().toLowerCase();
  return OFFERED_STATES.find(
    (offered) => offered.name.toLowerCase() === wanted || offered.code.toLowerCase() === wanted,
  );
}

/** How an address shows the state: an offered state's code ('OK'), any other as the editor wrote it. */
export function stateCode(state: string): string {
  return offeredState(state)?.code ?? state;
}

/**
 * The center select's groups: one per offered state that has centers, sorted by state title,
 * centers sorted by name. Centers of other states (Indiana has centers but no state option) are in
 * no group; they can still be found by id.
 */
export function centersByState(centers: readonly Center[]): StateGroup[] {
  const groups = new Map<OfferedState, Center[]>();
  for (const center of centers) {
    const state = offeredState(center.state);
    if (!state) continue;
    groups.set(state, [...(groups.get(state) ?? []), center]);
  }
  return [...groups]
    .map(([state, members]) => ({
      state: state.name,
      code: state.code,
      centers: members.sort((a, b) => byTitle.compare(a.name, b.name)),
    }))
    .sort((a, b) => byTitle.compare(a.state, b.state));
}

/** A center select's group as a form in the browser gets it: ids and names only. */
export interface CenterOptionGroup {
  state: string;
  centers: readonly { id: string; name: string }[];
}

/** The center select's groups (centersByState) as plain data for a client island. */
export function centerOptionGroups(centers: readonly Center[]): CenterOptionGroup[] {
  return centersByState(centers).map((group) => ({
    state: group.state,
    centers: group.centers.map(({ id, name }) => ({ id, name })),
  }));
}

/** A state of the center directory: offered states by their code, others by their own name. */
export interface DirectoryGroup {
  state: string;
  code: string;
  centers: Center[];
}

/**
 * Every center of the site by state: the center select's groups, then the centers of states not
 * offered in selects (Indiana) under their own state's name.
 */
export function directoryGroups(centers: readonly Center[]): DirectoryGroup[] {
  const others = new Map<string, Center[]>();
  for (const center of centers) {
    if (offeredState(center.state)) continue;
    others.set(center.state, [...(others.get(center.state) ?? []), center]);
  }
  const extra = [...others]
    .sort(([a], [b]) => byTitle.compare(a, b))
    .map(([state, members]) => ({
      state,
      code: state,
      centers: members.sort((a, b) => byTitle.compare(a.name, b.name)),
    }));
  return [...centersByState(centers), ...extra];
}

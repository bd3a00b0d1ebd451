/**
 * The rules of the event packages filter on /events/ (docs/rules/states.md#event-packages-filter,
 * docs/rules/screens-and-routes.md#event-category-hashes), free of React and the DOM so that they
 * are tested on their own. The island holds a `FilterState` and changes it only through
 * `filterReducer`.
 */

import { fill } from '@/lib/i18n/say';
import { SEGMENT_SLUG } from '@/lib/slugs';
import words from '@/messages/en/EventFilter.json';

/** How long after a change of the filter (or of the window's size) the cards are resized. */
export const CARD_RESIZE_DELAY_MS = 100;
/** How long after the island starts the category of the last visited events page is preselected. */
export const STORED_CATEGORY_DELAY_MS = 100;
/** A card's body is never shorter than this (docs/rules/limits.md#layout-and-timing). */
export const MIN_CARD_BODY_HEIGHT_PX = 180;

/** A filter button: a category (event type) or a subcategory. */
export interface FilterOption {
  slug: string;
  title: string;
}

/** What the filter needs to know of an event package. */
export interface FilterableEvent {
  categories: readonly string[];
  subcategories: readonly string[];
}

/**
 * At most one of `category` and `subcategory` is set; neither means All Events. `chosen` says
 * whether the guest has picked anything yet: a preselect never overrides the guest's own choice.
 */
export interface FilterState {
  category: string | null;
  subcategory: string | null;
  chosen: boolean;
}

export type FilterAction =
  | { type: 'selectCategory'; category: string }
  | { type: 'selectSubcategory'; subcategory: string }
  | { type: 'showAll' }
  /** A category the page chose for the guest (address hash, last visited category). */
  | { type: 'preselect'; category: string };

/** The filter starts at All. */
export const initialFilterState: FilterState = { category: null, subcategory: null, chosen: false };

export function filterReducer(state: FilterState, action: FilterAction): FilterState {
  switch (action.type) {
    case 'selectCategory':
      return { category: action.category, subcategory: null, chosen: true };
    case 'selectSubcategory':
      return { category: null, subcategory: action.subcategory, chosen: true };
    case 'showAll':
      return { category: null, subcategory: null, chosen: true };
    case 'preselect':
      return state.chosen ? state : { category: action.category, subcategory: null, chosen: false };
  }
}

export const showsAll = (state: FilterState) =>
  state.category === null && state.subcategory === null;

/** The events the state lets through, in their order. */
export function visibleEvents<Event extends FilterableEvent>(
  events: readonly Event[],
  state: FilterState,
): Event[] {
  const { category, subcategory } = state;
  return events.filter(
    (event) =>
      (category === null || event.categories.includes(category)) &&
      (subcategory === null || event.subcategories.includes(subcategory)),
  );
}

/**
 * The options of every event's lists, each slug once with the title it was first seen with, in
 * first-seen order: the category buttons from the events' types, the subcategory buttons from
 * their subcategories.
 */
export function optionsOf(lists: readonly (readonly FilterOption[])[]): FilterOption[] {
  const seen = new Map<string, FilterOption>();
  for (const option of lists.flat()) {
    if (!seen.has(option.slug)) seen.set(option.slug, { slug: option.slug, title: option.title });
  }
  return [...seen.values()];
}

const knownCategory = (slug: string, categories: readonly Pick<FilterOption, 'slug'>[]) =>
  categories.some((category) => category.slug === slug) ? slug : null;

/** `#group-events` → `group-events` when it is one of the categories; anything else → null. */
export function categoryFromHash(
  hash: string,
  categories: readonly Pick<FilterOption, 'slug'>[],
): string | null {
  let slug: string;
  try {
    slug = decodeURIComponent(hash.replace(/^#/, '')).trim().toLowerCase();
  } catch {
    return null;
  }
  return slug ? knownCategory(slug, categories) : null;
}

/** An events category path: one segment under /events/, with or without the closing slash. */
const CATEGORY_PATH = /^\/events\/([^/]+)\/?$/;

/**
 * The category of a stored events category path (`/events/group-events` or
 * `/events/group-events/`) when it is one of the categories; any other path, or none, → null.
 */
export function categoryFromStoredPath(
  path: string | null | undefined,
  categories: readonly Pick<FilterOption, 'slug'>[],
): string | null {
  const slug = path?.trim().match(CATEGORY_PATH)?.[1];
  return slug && SEGMENT_SLUG.test(slug) ? knownCategory(slug, categories) : null;
}

/** What the live region says about the cards on show, in English: the island shows it through `say`. */
export function countMessage(count: number): string {
  if (count === 0) return words.noneShown;
  return count === 1 ? words.oneShown : fill(words.someShown, { count });
}

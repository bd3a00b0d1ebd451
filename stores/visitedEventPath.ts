/**
 * The events category page a guest last visited (/events/corporate-events and the like): the
 * event packages filter on /events/ preselects its category
 * (docs/rules/screens-and-routes.md#event-category-hashes). Plain localStorage: a path is all
 * there is, and a blocked storage only loses the preselect.
 */
const VISITED_EVENT_PATH_KEY = 'visitedEventPath';

export function rememberEventPath(path: string): void {
  try {
    localStorage.setItem(VISITED_EVENT_PATH_KEY, path);
  } catch {
    // Storage may be full or blocked (private mode); the preselect is a convenience.
  }
}

export function rememberedEventPath(): string | null {
  try {
    return localStorage.getItem(VISITED_EVENT_PATH_KEY);
  } catch {
    return null;
  }
}

import type { z } from 'zod';
import { createJSONStorage, type PersistOptions } from 'zustand/middleware';

/**
 * Persistence options for a store whose data lives in localStorage. What comes back from storage
 * is outside input (another tab, an older release, a curious guest), so it is parsed with the
 * store's schema and dropped whole when it does not fit.
 */
export function persistedIn<State, Data>(
  name: string,
  schema: z.ZodType<Data>,
  pick: (state: State) => Data,
): PersistOptions<State, Data> {
  return {
    name,
    version: 1,
    storage: createJSONStorage(() => localStorage),
    partialize: pick,
    merge: (stored, current) => {
      const parsed = schema.safeParse(stored);
      return parsed.success ? { ...current, ...parsed.data } : current;
    },
  };
}

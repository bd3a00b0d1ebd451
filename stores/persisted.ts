import { useEffect, useSyncExternalStore } from 'react';
import type { z } from 'zod/mini';
import { createJSONStorage, type PersistOptions } from 'zustand/middleware';

/**
 * Persistence options for a store whose data lives in localStorage. What comes back from storage
 * is outside input (another tab, an older release, a curious guest), so it is parsed with the
 * store's schema and dropped whole when it does not fit.
 *
 * Stored data is read only when a component calls `useHydrated(store)`: the server renders the
 * initial state, so reading localStorage before hydration would make the first client render
 * differ from the server's HTML.
 */
export function persistedIn<State, Data>(
  name: string,
  schema: z.ZodMiniType<Data>,
  pick: (state: State) => Data,
): PersistOptions<State, Data> {
  return {
    name,
    version: 1,
    storage: createJSONStorage(() => localStorage),
    partialize: pick,
    skipHydration: true,
    merge: (stored, current) => {
      const parsed = schema.safeParse(stored);
      return parsed.success ? { ...current, ...parsed.data } : current;
    },
  };
}

interface PersistedStore {
  persist: {
    hasHydrated(): boolean;
    rehydrate(): Promise<void> | void;
    onFinishHydration(listener: () => void): () => void;
  };
}

/** Loads a persisted store's saved data after mount; true once it is in the store. */
export function useHydrated(store: PersistedStore): boolean {
  useEffect(() => {
    if (!store.persist.hasHydrated()) void store.persist.rehydrate();
  }, [store]);
  return useSyncExternalStore(
    (changed) => store.persist.onFinishHydration(changed),
    () => store.persist.hasHydrated(),
    // The server has no stored data, and hydration must match what it rendered.
    () => false,
  );
}

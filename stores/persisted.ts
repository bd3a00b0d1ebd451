import { useEffect, useSyncExternalStore } from 'react';
import type { z } from 'zod/mini';
import type { PersistOptions, PersistStorage, StorageValue } from 'zustand/middleware';

/** The store's data from localStorage, parsed with its schema; nothing when absent or unfit. */
function storageReadWith<Data>(
  loadSchema: () => Promise<z.ZodMiniType<Data>>,
): PersistStorage<Data> {
  return {
    async getItem(name) {
      const saved = localStorage.getItem(name);
      if (saved === null) return null;
      let value: Partial<StorageValue<unknown>>;
      try {
        value = JSON.parse(saved) as Partial<StorageValue<unknown>>;
      } catch {
        return null;
      }
      const parsed = (await loadSchema()).safeParse(value?.state);
      return parsed.success ? { state: parsed.data, version: value.version } : null;
    },
    setItem: (name, value) => localStorage.setItem(name, JSON.stringify(value)),
    removeItem: (name) => localStorage.removeItem(name),
  };
}

/**
 * Persistence options for a store whose data lives in localStorage. What comes back from storage
 * is outside input (another tab, an older release, a curious guest), so it is parsed with the
 * store's schema and dropped whole when it does not fit. The schema loads with the first read.
 *
 * Stored data is read only when a component calls `useHydrated(store)`: the server renders the
 * initial state, so reading localStorage before hydration would make the first client render
 * differ from the server's HTML.
 */
export function persistedIn<State, Data>(
  name: string,
  loadSchema: () => Promise<z.ZodMiniType<Data>>,
  pick: (state: State) => Data,
): PersistOptions<State, Data> {
  // What the store held when its saved data started loading (the schema may take a moment).
  let beforeLoading: State | undefined;
  return {
    name,
    version: 1,
    storage: storageReadWith(loadSchema),
    partialize: pick,
    skipHydration: true,
    onRehydrateStorage: (state) => {
      beforeLoading = state;
    },
    // The saved data fills the store, except where the guest changed something while it loaded:
    // a center chosen meanwhile is kept, not replaced by an older one.
    merge: (saved, current) => {
      const changedMeanwhile = Object.entries(current as object).filter(
        ([key, value]) => beforeLoading?.[key as keyof State] !== value,
      );
      return { ...current, ...(saved as Partial<State>), ...Object.fromEntries(changedMeanwhile) };
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

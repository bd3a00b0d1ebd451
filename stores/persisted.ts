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
  {
    keepChangesWhileLoading = false,
  }: {
    /**
     * A field the guest changed while the saved data loaded keeps the guest's value (the site
     * store's independent choices); otherwise the saved data fills the store whole.
     */
    keepChangesWhileLoading?: boolean;
  } = {},
): PersistOptions<State, Data> {
  const storage = storageReadWith(loadSchema);
  // While the saved data loads (its schema may take a moment), each change is also written to
  // storage; which fields those writes changed is noted, and storage is set right afterwards.
  let loading = false;
  let lastWritten: Data | undefined;
  const touched = new Set<string>();
  const differing = (a: Data | undefined, b: Data | undefined) =>
    Object.keys({ ...a, ...b }).filter((key) => a?.[key as keyof Data] !== b?.[key as keyof Data]);
  return {
    name,
    version: 1,
    storage: {
      ...storage,
      setItem(key, value) {
        if (loading) {
          for (const field of differing(lastWritten, value.state)) touched.add(field);
          lastWritten = value.state;
        }
        return storage.setItem(key, value);
      },
    },
    partialize: pick,
    skipHydration: true,
    onRehydrateStorage: (before) => {
      loading = true;
      touched.clear();
      lastWritten = pick(before);
      return (after) => {
        loading = false;
        // A change made while loading wrote over the saved data: store what the store now holds.
        if (after && touched.size > 0)
          void storage.setItem(name, { state: pick(after), version: 1 });
      };
    },
    merge: (saved, current) => {
      const kept = keepChangesWhileLoading
        ? Object.fromEntries(
            [...touched].map((field) => [field, current[field as keyof State]] as const),
          )
        : {};
      return { ...current, ...(saved as Partial<State>), ...kept };
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

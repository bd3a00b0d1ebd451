import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistedIn } from './persisted';
import type { SiteState } from './storedData';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The global state (deliveryCenter, languageToggle: docs/rules/content-and-data.md#global-state)
 * and the center a guest chose site-wide (docs/architecture.md#state): Find a Location, the
 * booking widget and center-aware blocks share it.
 */
export type { SiteState };

interface SiteStore extends SiteState {
  chooseCenter(id: string): void;
  forgetCenter(): void;
  setDeliveryCenter(id: string | undefined): void;
  setLanguageToggle(language: Language): void;
}

export const useSite = create<SiteStore>()(
  persist(
    (set) => ({
      chosenCenterId: undefined,
      deliveryCenter: undefined,
      languageToggle: 'en',
      chooseCenter: (id) => set({ chosenCenterId: id }),
      forgetCenter: () => set({ chosenCenterId: undefined }),
      setDeliveryCenter: (id) => set({ deliveryCenter: id }),
      setLanguageToggle: (language) => set({ languageToggle: language }),
    }),
    persistedIn(
      'spark-alley-site',
      () => import('./storedData').then((stored) => stored.storedSite),
      ({ chosenCenterId, deliveryCenter, languageToggle }) => ({
        chosenCenterId,
        deliveryCenter,
        languageToggle,
      }),
    ),
  ),
);

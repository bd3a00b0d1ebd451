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
  /**
   * How many times the guest chose a center on this page: what tells a guest's choice apart from
   * the saved one arriving (not saved itself).
   */
  centerChoices: number;
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
      centerChoices: 0,
      chooseCenter: (id) =>
        set((state) => ({ chosenCenterId: id, centerChoices: state.centerChoices + 1 })),
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
      // A center chosen while the saved data loads is the guest's newer choice.
      { keepChangesWhileLoading: true },
    ),
  ),
);

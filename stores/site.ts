import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { rememberLanguage } from '@/lib/i18n/languageChoice';
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
  /**
   * A center's Book a Party asked the booking widget for its party form (not saved: it holds
   * for the page the link leads to).
   */
  partyFormAsked: boolean;
  chooseCenter(id: string): void;
  /** Book a Party at a center: it becomes the guest's, and the widget opens its party form. */
  bookPartyAt(id: string): void;
  /** The widget answered the ask (asking once opens the form once). */
  partyFormShown(): void;
  forgetCenter(): void;
  setDeliveryCenter(id: string | undefined): void;
  setLanguageToggle(language: Language): void;
}

export const useSite = create<SiteStore>()(
  persist(
    (set, get) => ({
      chosenCenterId: undefined,
      deliveryCenter: undefined,
      languageToggle: 'en',
      centerChoices: 0,
      partyFormAsked: false,
      chooseCenter: (id) =>
        set((state) => ({ chosenCenterId: id, centerChoices: state.centerChoices + 1 })),
      bookPartyAt: (id) => {
        get().chooseCenter(id);
        set({ partyFormAsked: true });
      },
      partyFormShown: () => set({ partyFormAsked: false }),
      forgetCenter: () => set({ chosenCenterId: undefined }),
      setDeliveryCenter: (id) => set({ deliveryCenter: id }),
      setLanguageToggle: (language) => {
        // The server and the header's switch read the choice from the cookie.
        rememberLanguage(language);
        set({ languageToggle: language });
      },
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

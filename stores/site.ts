import { z } from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistedIn } from './persisted';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A center's platform id (digits in the CMS); bounded so a tampered value cannot bloat state. */
const centerId = z.string().check(z.trim(), z.minLength(1), z.maxLength(64), z.regex(/^[\w-]+$/));

/**
 * The spec's global state (section 3: deliveryCenter, languageToggle) and the center a guest chose
 * site-wide (DESIGN.md): Find a Location, the booking widget and center-aware blocks share it.
 */
export const siteSchema = z.object({
  chosenCenterId: z.optional(centerId),
  /** The center whose delivery partners and price tier the delivery menu uses. */
  deliveryCenter: z.optional(centerId),
  languageToggle: z._default(z.enum(LANGUAGES), 'en'),
});

export type SiteState = z.output<typeof siteSchema>;

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
      siteSchema,
      ({ chosenCenterId, deliveryCenter, languageToggle }) => ({
        chosenCenterId,
        deliveryCenter,
        languageToggle,
      }),
    ),
  ),
);

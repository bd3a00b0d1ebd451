import { z } from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistedIn } from './persisted';

export const BOOKING_TYPES = ['birthday'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

/**
 * Where a family is in the booking flow (spec section 3: step and type). Step 1 is the selector,
 * 2 the info step, 3 a request that has been sent. `packageAnchor` is the package a family picked
 * on a package card, so the info step can preselect it.
 */
const bookingFlowSchema = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  type: z.optional(z.enum(BOOKING_TYPES)),
  packageAnchor: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,80}$/))),
});

export type BookingFlow = z.output<typeof bookingFlowSchema>;

interface BookingFlowStore extends BookingFlow {
  start(type: BookingType): void;
  goToStep(step: BookingFlow['step']): void;
  choosePackage(anchor: string | undefined): void;
  reset(): void;
}

const INITIAL: BookingFlow = { step: 1 };

export const useBookingFlow = create<BookingFlowStore>()(
  persist(
    (set) => ({
      ...INITIAL,
      start: (type) => set({ type, step: 2 }),
      goToStep: (step) => set({ step }),
      choosePackage: (packageAnchor) => set({ packageAnchor }),
      reset: () => set({ ...INITIAL, type: undefined, packageAnchor: undefined }),
    }),
    persistedIn('spark-alley-booking', bookingFlowSchema, ({ step, type, packageAnchor }) => ({
      step,
      type,
      packageAnchor,
    })),
  ),
);

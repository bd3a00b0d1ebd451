import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistedIn } from './persisted';
import type { BookingFlow } from './storedData';

export const BOOKING_TYPES = ['birthday'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

/** Where a family is in the booking flow; the fields are described in ./storedData.ts. */
export type { BookingFlow };

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
    persistedIn(
      'spark-alley-booking',
      () => import('./storedData').then((stored) => stored.storedBookingFlow),
      ({ step, type, packageAnchor }) => ({
        step,
        type,
        packageAnchor,
      }),
    ),
  ),
);

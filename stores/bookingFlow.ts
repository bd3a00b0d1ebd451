import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistedIn } from './persisted';
import type { BookingType, TimeOfDay } from './bookingChoices';
import type { BookingFlow } from './storedData';

/** Where a family is in the booking flow; the fields are described in ./storedData.ts. */
export type { BookingFlow };

interface BookingFlowStore extends BookingFlow {
  start(type: BookingType): void;
  goToStep(step: BookingFlow['step']): void;
  choosePackage(anchor: string | undefined): void;
  chooseTimeOfDay(timeOfDay: TimeOfDay | undefined): void;
  /** The request is with the center: step 3, with the reference the family can quote. */
  requestSent(reference: string): void;
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
      chooseTimeOfDay: (timeOfDay) => set({ timeOfDay }),
      requestSent: (reference) => set({ step: 3, reference }),
      reset: () =>
        set({
          ...INITIAL,
          type: undefined,
          packageAnchor: undefined,
          timeOfDay: undefined,
          reference: undefined,
        }),
    }),
    persistedIn(
      'spark-alley-booking',
      () => import('./storedData').then((stored) => stored.storedBookingFlow),
      ({ step, type, packageAnchor, timeOfDay, reference }) => ({
        step,
        type,
        packageAnchor,
        timeOfDay,
        reference,
      }),
    ),
  ),
);

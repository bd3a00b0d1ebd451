import { z } from 'zod';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistedIn } from './persisted';

const text = z.string().max(254);

/** The spec's cart (section 3): where, when and who, plus the platform's summary and account. */
export const cartSchema = z.object({
  location: text.optional(),
  time: z.object({
    date: z
      .string()
      .regex(/^\d{2}\/\d{2}\/\d{4}$/)
      .optional(),
  }),
  guests: z.object({
    howManyKids: z.number().int().min(0).max(99).optional(),
    guestOfHonorName: text.optional(),
    guestOfHonorAge: z.number().int().min(0).max(120).optional(),
    email: text.optional(),
    firstName: text.optional(),
    lastName: text.optional(),
    phone: text.optional(),
  }),
  summary: z.object({ id: z.string().max(64) }).optional(),
  type: z.string().max(40).optional(),
  accountId: z.string().max(64).optional(),
});

export type Cart = z.output<typeof cartSchema>;
export type CartGuests = Cart['guests'];

export const EMPTY_CART: Cart = { time: {}, guests: {} };

/** A guest who already gave their contact details keeps their cart when they book again (spec 4). */
export function hasGuestContact({ guests }: Cart): boolean {
  return Boolean(guests.email && guests.firstName && guests.lastName && guests.phone);
}

interface CartStore {
  cart: Cart;
  replace(cart: Cart): void;
  update(change: (cart: Cart) => Cart): void;
  reset(): void;
}

export const useCart = create<CartStore>()(
  persist(
    (set) => ({
      cart: EMPTY_CART,
      replace: (cart) => set({ cart }),
      update: (change) => set((state) => ({ cart: change(state.cart) })),
      reset: () => set({ cart: EMPTY_CART }),
    }),
    persistedIn('spark-alley-cart', z.object({ cart: cartSchema }), ({ cart }) => ({ cart })),
  ),
);

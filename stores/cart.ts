import { z } from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistedIn } from './persisted';

const text = z.string().check(z.maxLength(254));

/** The spec's cart (section 3): where, when and who, plus the platform's summary and account. */
export const cartSchema = z.object({
  location: z.optional(text),
  time: z.object({
    date: z.optional(z.string().check(z.regex(/^\d{2}\/\d{2}\/\d{4}$/))),
  }),
  guests: z.object({
    howManyKids: z.optional(z.number().check(z.int(), z.gte(0), z.lte(99))),
    guestOfHonorName: z.optional(text),
    guestOfHonorAge: z.optional(z.number().check(z.int(), z.gte(0), z.lte(120))),
    email: z.optional(text),
    firstName: z.optional(text),
    lastName: z.optional(text),
    phone: z.optional(text),
  }),
  summary: z.optional(z.object({ id: z.string().check(z.maxLength(64)) })),
  type: z.optional(z.string().check(z.maxLength(40))),
  accountId: z.optional(z.string().check(z.maxLength(64))),
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

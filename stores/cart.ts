import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistedIn } from './persisted';
import type { Cart } from './storedData';

export type { Cart };

export const EMPTY_CART: Cart = { time: {}, guests: {} };

/**
 * A guest who already gave their contact details keeps their cart when they book again
 * (docs/rules/states.md#on-book).
 */
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
    persistedIn(
      'spark-alley-cart',
      () => import('./storedData').then((stored) => stored.storedCart),
      ({ cart }) => ({ cart }),
    ),
  ),
);

import { useBookingFlow } from '@/stores/bookingFlow';
import { EMPTY_CART, useCart, type Cart } from '@/stores/cart';

/**
 * A new party keeps the family's contact details, so their next Book keeps the cart
 * (docs/rules/states.md#on-book).
 */
export function cartForAnotherParty({ guests }: Cart): Cart {
  const { email, firstName, lastName, phone } = guests;
  return { ...EMPTY_CART, guests: { email, firstName, lastName, phone } };
}

export function planAnotherParty() {
  useCart.getState().update(cartForAnotherParty);
  useBookingFlow.getState().reset();
}

import type { CartDeletion } from '@/lib/platform/schemas';
import { EMPTY_CART, hasGuestContact, type Cart } from '@/stores/cart';
import { withParty, type Party } from './party';

export type DeleteCart = (cart: CartDeletion) => Promise<unknown>;

/**
 * The cart a birthday booking starts from (docs/rules/states.md#on-book). A family who already
 * gave their email, name and phone keeps their cart; anyone else starts from an empty one, and a
 * cart summary the platform still holds is deleted first: through the customer-cart call when the
 * cart belongs to an account, the anonymous one otherwise (the platform client picks the call by
 * `accountId`).
 */
export async function cartForNewBooking(
  cart: Cart,
  party: Party,
  deleteCart: DeleteCart,
): Promise<Cart> {
  if (hasGuestContact(cart)) return { ...withParty(cart, party), type: 'birthday' };
  const summaryId = cart.summary?.id;
  if (summaryId && cart.location) {
    await deleteCart({
      centerId: cart.location,
      cartSummaryId: summaryId,
      ...(cart.accountId ? { accountId: cart.accountId } : {}),
    }).catch(() => {
      // The old summary is dropped from this browser either way and the platform expires
      // abandoned carts, so a failed deletion must not stop the family from booking.
    });
  }
  return { ...withParty(EMPTY_CART, party), type: 'birthday' };
}

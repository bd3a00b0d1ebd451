import { platformRoute } from '@/lib/http/handler';
import { cartDeletion, platform } from '@/lib/platform';

/**
 * Deletes a cart summary before a new birthday booking starts: the customer-cart call when the
 * cart belongs to an account (accountId given), else the anonymous one (spec section 6).
 */
export const DELETE = platformRoute({
  name: 'cart-deletion',
  schema: cartDeletion,
  // Sent by the booking widget, not by a form a bot could fill.
  honeypot: false,
  failureMessage: 'Sorry, we could not clear your previous booking. Please try again in a moment.',
  call: async (cart) => {
    await platform().deleteCart(cart);
    return { ok: true };
  },
});

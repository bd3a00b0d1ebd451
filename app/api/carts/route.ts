import { unavailableCenter } from '@/lib/http/centerChecks';
import { platformRoute } from '@/lib/http/handler';

/**
 * Deletes a cart summary before a new birthday booking starts: the customer-cart call when the
 * cart belongs to an account (accountId given), else the anonymous one (docs/rules/roles.md).
 */
export const DELETE = platformRoute('deleteCart', {
  accept: (cart) => unavailableCenter('centerId', cart.centerId),
});

import { loadOnce } from '../engine/loadOnce';

/**
 * zod's resolver and the info step's rules: loaded when the parent first reaches the form and at
 * the latest with its first check, so the page does not wait for them.
 */
export const loadBookingRules = loadOnce(() =>
  Promise.all([import('@hookform/resolvers/zod'), import('./bookingSchema')]).then(
    ([{ zodResolver }, { bookingSchema }]) => ({ zodResolver, bookingSchema }),
  ),
);

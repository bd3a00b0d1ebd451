let loading: ReturnType<typeof load> | undefined;

function load() {
  return Promise.all([import('@hookform/resolvers/zod'), import('./bookingSchema')]).then(
    ([{ zodResolver }, { bookingSchema }]) => ({ zodResolver, bookingSchema }),
  );
}

/**
 * zod's resolver and the info step's rules, loaded once: when the parent first reaches the form
 * and at the latest with its first check, so the page does not wait for them. A failed load is
 * tried again.
 */
export function loadBookingRules() {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

let loading: ReturnType<typeof load> | undefined;

function load() {
  return Promise.all([import('@hookform/resolvers/zod'), import('./schema')]).then(
    ([{ zodResolver }, { buildFormSchema }]) => ({ zodResolver, buildFormSchema }),
  );
}

/**
 * zod, the resolver and the field rules, loaded once: when the guest first reaches a form and at
 * the latest with its first check, so a page with a form does not wait for them. A failed load is
 * tried again at the next call.
 */
export function loadFormValidation() {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

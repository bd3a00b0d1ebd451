let loading: ReturnType<typeof load> | undefined;

function load() {
  return Promise.all([
    import('@hookform/resolvers/zod'),
    import('./schema'),
    import('@/lib/platform/schemas'),
  ]).then(([{ zodResolver }, { seasonPassFormSchema }, { seasonPassResult }]) => ({
    zodResolver,
    seasonPassFormSchema,
    seasonPassResult,
  }));
}

/**
 * zod and the season pass rules, loaded once: when the guest first reaches the form and at the
 * latest with its first check, so the page does not wait for them. A failed load is tried again.
 */
export function loadSeasonPassRules() {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

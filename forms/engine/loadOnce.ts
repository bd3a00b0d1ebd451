/**
 * A loader that runs once and shares its promise; a failed load is tried again at the next call.
 * The forms load zod and their rules this way, when the guest first reaches a form.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

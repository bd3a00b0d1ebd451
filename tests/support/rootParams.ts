/**
 * Stands in for `next/root-params` (vitest.config.ts), which exists only inside Next's compiler:
 * the page's language is English unless a test sets another with `setRootLocale('es')`.
 */
let current = 'en';
export const setRootLocale = (value: string) => {
  current = value;
};
export const locale = async () => current;

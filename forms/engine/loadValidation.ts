import { loadOnce } from './loadOnce';

/**
 * zod, the resolver and the field rules: loaded when the guest first reaches a form and at the
 * latest with its first check, so a page with a form does not wait for them.
 */
export const loadFormValidation = loadOnce(() =>
  Promise.all([import('@hookform/resolvers/zod'), import('./schema')]).then(
    ([{ zodResolver }, { buildFormSchema }]) => ({ zodResolver, buildFormSchema }),
  ),
);

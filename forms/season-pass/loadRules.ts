import { loadOnce } from '../engine/loadOnce';

/**
 * zod and the season pass rules: loaded when the guest first reaches the form and at the latest
 * with its first check, so the page does not wait for them.
 */
export const loadSeasonPassRules = loadOnce(() =>
  Promise.all([
    import('@hookform/resolvers/zod'),
    import('./schema'),
    import('@/lib/platform/schemas'),
  ]).then(([{ zodResolver }, { seasonPassFormSchema }, { seasonPassAnswerSchema }]) => ({
    zodResolver,
    seasonPassFormSchema,
    seasonPassAnswerSchema,
  })),
);

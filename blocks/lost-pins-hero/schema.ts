import { z } from 'zod';
import { optionalEntry, optionalText, picture, siteLink } from '@/lib/cms/fields';

const line = z.string().trim().min(1).max(240);

/** Editors' lists keep their order; empty lines left behind in the editor are dropped. */
const lines = (max: number) =>
  z
    .array(z.string())
    .transform((items) => items.map((item) => item.trim()).filter(Boolean))
    .pipe(z.array(line).min(1).max(max));

/**
 * The lost-pins scavenger hunt hero (docs/rules/screens-and-routes.md#openings-and-promotions): the
 * page's h1 and promotion, the hunt's rules, its clues (riddles, numbered in order) and the prize.
 * A hunt without rules, clues or a prize cannot be played, so such an entry is refused.
 */
export const lostPinsHeroSchema = z.object({
  eyebrow: optionalText,
  heading: z.string().trim().min(1).max(100),
  text: optionalText,
  dates: optionalText,
  image: optionalEntry(picture),
  rules: lines(8),
  clues: lines(12),
  prize: z.string().trim().min(1).max(400),
  cta: optionalEntry(siteLink),
});

export type LostPinsHeroProps = z.output<typeof lostPinsHeroSchema>;

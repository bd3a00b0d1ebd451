import { z } from 'zod';
import { optionalEntry, optionalText, picture, siteLink } from '@/lib/cms/fields';

/**
 * "Play smart, play safe" (docs/rules/screens-and-routes.md#information-and-navigation): the
 * guests' side of safety, a short list of house rules beside an illustration. Rules are short
 * texts (Array of Symbol); an empty one is dropped.
 */
export const playSmartPlaySafeSchema = z.object({
  heading: z.string().trim().min(1).max(100),
  text: optionalText,
  rules: z
    .array(z.string().trim().max(140))
    .transform((rules) => rules.filter(Boolean))
    .pipe(z.array(z.string()).min(1).max(10)),
  image: optionalEntry(picture),
  cta: optionalEntry(siteLink),
});

export type PlaySmartPlaySafeProps = z.output<typeof playSmartPlaySafeSchema>;

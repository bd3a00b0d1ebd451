import { z } from 'zod';
import { optionalEntry, optionalText, picture, siteLink } from '@/lib/cms/fields';
import { SEASON_PASS_SEASONS } from '@/lib/cms/seasonPassSales';

export const seasonPassHeroSchema = z.object({
  heading: z.string().trim().min(1),
  text: optionalText,
  image: optionalEntry(picture),
  /** Short selling points; blank ones (an editor's empty list item) are dropped. */
  perks: z
    .array(z.string())
    .default([])
    .transform((perks) => perks.map((perk) => perk.trim()).filter(Boolean)),
  cta: optionalEntry(siteLink),
  season: z.enum(SEASON_PASS_SEASONS).default('summer'),
});

export type SeasonPassHeroProps = z.output<typeof seasonPassHeroSchema>;

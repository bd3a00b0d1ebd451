import { z } from 'zod';
import { optionalEntry, optionalText, picture, siteLink } from '@/lib/cms/fields';

export const SPECIAL_BANNER_THEMES = ['sun', 'grape', 'pink'] as const;

/** A full-width promotion ('Book your holiday party before December 1 and save 10%'). */
export const specialBannerSchema = z.object({
  eyebrow: optionalText,
  heading: z.string().trim().min(1),
  text: optionalText,
  image: optionalEntry(picture),
  cta: optionalEntry(siteLink),
  theme: z.enum(SPECIAL_BANNER_THEMES).default('grape'),
});

export type SpecialBannerProps = z.output<typeof specialBannerSchema>;

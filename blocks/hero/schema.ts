import { z } from 'zod';
import { optionalEntry, optionalText, picture, siteLink } from '@/lib/cms/fields';

export const heroSchema = z.object({
  eyebrow: optionalText,
  heading: z.string().trim().min(1),
  text: optionalText,
  image: optionalEntry(picture),
  primaryCta: optionalEntry(siteLink),
  secondaryCta: optionalEntry(siteLink),
  theme: z.enum(['grape', 'sunset', 'ocean']).default('grape'),
});

export type HeroProps = z.output<typeof heroSchema>;

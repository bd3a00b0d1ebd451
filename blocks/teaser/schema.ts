import { z } from 'zod';
import { optionalEntry, optionalText, picture, siteLink } from '@/lib/cms/fields';

export const teaserSchema = z.object({
  heading: z.string().trim().min(1),
  text: optionalText,
  image: optionalEntry(picture),
  cta: optionalEntry(siteLink),
  theme: z.enum(['grape', 'sunset', 'ocean']).default('sunset'),
});

export type TeaserProps = z.output<typeof teaserSchema>;

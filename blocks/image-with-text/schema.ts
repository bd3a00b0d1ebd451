import { z } from 'zod';
import { optionalEntry, picture, richText, siteLink } from '@/lib/cms/fields';

export const imageWithTextSchema = z.object({
  heading: z.string().trim().min(1),
  body: richText,
  image: picture,
  imagePosition: z.enum(['left', 'right']).default('right'),
  cta: optionalEntry(siteLink),
});

export type ImageWithTextProps = z.output<typeof imageWithTextSchema>;

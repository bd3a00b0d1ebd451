import { z } from 'zod';
import { optionalEntry, picture, siteLink } from '@/lib/cms/fields';

export const imageBannerSchema = z.object({
  image: picture,
  imageMobile: optionalEntry(picture),
  link: optionalEntry(siteLink),
});

export type ImageBannerProps = z.output<typeof imageBannerSchema>;

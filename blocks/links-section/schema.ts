import { z } from 'zod';
import { entryList, optionalText, siteLink } from '@/lib/cms/fields';

export const linksSectionSchema = z.object({
  heading: optionalText,
  links: entryList(siteLink, 'navigationLink', { min: 1 }),
});

export type LinksSectionProps = z.output<typeof linksSectionSchema>;

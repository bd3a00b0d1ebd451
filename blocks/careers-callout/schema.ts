import { z } from 'zod';
import { optionalEntry, optionalText, picture, siteLink } from '@/lib/cms/fields';

/**
 * The careers callout (docs/rules/screens-and-routes.md#careers): a call to action to job seekers.
 * Its button is the point of the section, so an entry without a working link is refused.
 */
export const careersCalloutSchema = z.object({
  eyebrow: optionalText,
  heading: z.string().trim().min(1),
  text: optionalText,
  cta: siteLink,
  image: optionalEntry(picture),
  theme: z.enum(['sunset', 'grape', 'ocean']).default('sunset'),
});

export type CareersCalloutProps = z.output<typeof careersCalloutSchema>;

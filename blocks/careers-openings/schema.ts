import { z } from 'zod';
import { optionalText } from '@/lib/cms/fields';

/**
 * The careers openings (docs/rules/screens-and-routes.md#careers): editors write the words; the
 * openings are every `jobOpening` entry, read by the block itself, and the application form below
 * them is the catalog's `jobApplication` form (docs/decisions/0017-careers.md).
 */
export const careersOpeningsSchema = z.object({
  heading: z.string().trim().min(1),
  intro: optionalText,
  /** The catalogue's 'Apply now' when editors leave it empty. */
  applicationHeading: optionalText,
  applicationIntro: optionalText,
});

export type CareersOpeningsProps = z.output<typeof careersOpeningsSchema>;

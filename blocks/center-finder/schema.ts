import { z } from 'zod';
import { optionalText } from '@/lib/cms/fields';

export const centerFinderSchema = z.object({
  /** Above the search, e.g. 'Find your nearest center'. */
  heading: z.string().trim().min(1).max(80),
  intro: optionalText,
  /** Above the list of every center by state. */
  listHeading: optionalText.transform((value) => value ?? 'All locations'),
});

export type CenterFinderProps = z.output<typeof centerFinderSchema>;

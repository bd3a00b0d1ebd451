import { z } from 'zod';
import { optionalEntry, optionalText, picture } from '@/lib/cms/fields';

export const centerFinderSchema = z.object({
  /** Above the search, e.g. 'Find your nearest center'. */
  heading: z.string().trim().min(1).max(80),
  intro: optionalText,
  /** Above the list of every center by state. */
  listHeading: optionalText.transform((value) => value ?? 'All locations'),
  /**
   * The section opens the page: its heading is the page's h1, so the search is the first thing a
   * guest sees, on a phone too.
   */
  opensPage: z.boolean().default(false),
  /** A short line above an opening heading, e.g. '41 centers · 17 states'. */
  eyebrow: optionalText,
  /** Art beside the heading on wide screens; phones skip it and show the search first. */
  image: optionalEntry(picture),
});

export type CenterFinderProps = z.output<typeof centerFinderSchema>;

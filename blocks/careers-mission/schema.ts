import { z } from 'zod';
import { optionalEntry, optionalText, picture } from '@/lib/cms/fields';

/** The careers mission (docs/rules/screens-and-routes.md#careers): one statement beside its art. */
export const careersMissionSchema = z.object({
  heading: z.string().trim().min(1),
  statement: z.string().trim().min(1).max(600),
  signature: optionalText,
  image: optionalEntry(picture),
});

export type CareersMissionProps = z.output<typeof careersMissionSchema>;

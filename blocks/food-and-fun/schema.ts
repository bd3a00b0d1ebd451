import { z } from 'zod';
import { optionalEntry, optionalText, picture, siteLink } from '@/lib/cms/fields';

/** A promotion of food with play, e.g. 'Pizza + $20 Game Card'. */
export const foodAndFunSchema = z.object({
  heading: z.string().trim().min(1).max(80),
  text: optionalText,
  image: optionalEntry(picture),
  cta: optionalEntry(siteLink),
});

export type FoodAndFunProps = z.output<typeof foodAndFunSchema>;

import { z } from 'zod';
import { entryList, optionalText } from '@/lib/cms/fields';
import { feedback } from './feedback';

/**
 * Testimonials (docs/rules/screens-and-routes.md#testimonials): a grid of feedback entries. An entry
 * that fails to parse is logged and skipped; a section with none left is refused.
 */
export const testimonialsSchema = z.object({
  heading: z.string().trim().min(1).max(100),
  intro: optionalText,
  feedback: entryList(feedback, 'feedback', { min: 1, max: 12 }),
});

export type TestimonialsProps = z.output<typeof testimonialsSchema>;

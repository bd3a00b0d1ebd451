import { z } from 'zod';
import { entryList, optionalText } from '@/lib/cms/fields';
import { feedback } from '../testimonials/feedback';

/**
 * The feedback carousel (docs/rules/screens-and-routes.md#testimonials). Its heading is fixed
 * (docs/rules/messages.md), so editors choose an intro and the feedback only. An entry that fails
 * to parse is logged and skipped; a carousel with none left is refused.
 */
export const feedbackCarouselSchema = z.object({
  intro: optionalText,
  feedback: entryList(feedback, 'feedback', { min: 1, max: 12 }),
});

export type FeedbackCarouselProps = z.output<typeof feedbackCarouselSchema>;

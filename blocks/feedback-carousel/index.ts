import { defineBlock } from '../defineBlock';
import { FeedbackCarousel } from './FeedbackCarousel';
import { feedbackCarouselSchema } from './schema';

export const feedbackCarouselBlock = defineBlock({
  schema: feedbackCarouselSchema,
  Component: FeedbackCarousel,
});

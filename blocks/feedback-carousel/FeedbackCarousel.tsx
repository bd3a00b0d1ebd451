import { SliderSection } from '@/components/Slider/SliderSection';
import { FeedbackQuote } from '../testimonials/FeedbackQuote';
import type { FeedbackCarouselProps } from './schema';
import styles from './FeedbackCarousel.module.css';

/** docs/rules/messages.md: the carousel's heading, word for word. */
export const FEEDBACK_CAROUSEL_HEADING = 'What others are saying';

/** docs/rules/limits.md#sliders */
export const FEEDBACK_CAROUSEL_AUTOPLAY_MS = 4000;

/** One quote at a time, large, turning every 4 s with a Pause button. */
export function FeedbackCarousel({ intro, feedback }: FeedbackCarouselProps) {
  return (
    <SliderSection
      heading={FEEDBACK_CAROUSEL_HEADING}
      intro={intro}
      className={`backdrop ${styles.feedbackCarousel}`}
      slidesToShow={1}
      autoplayMs={FEEDBACK_CAROUSEL_AUTOPLAY_MS}
      slides={feedback.map((item) => (
        <div key={item.id} className={styles.slide}>
          <FeedbackQuote feedback={item} size="large" />
        </div>
      ))}
    />
  );
}

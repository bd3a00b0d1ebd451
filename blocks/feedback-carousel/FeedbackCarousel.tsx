import { SliderSection } from '@/components/Slider/SliderSection';
import { translator } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import { FeedbackQuote } from '../testimonials/FeedbackQuote';
import type { FeedbackCarouselProps } from './schema';
import styles from './FeedbackCarousel.module.css';

/** docs/rules/limits.md#sliders */
export const FEEDBACK_CAROUSEL_AUTOPLAY_MS = 4000;

/**
 * One quote at a time, large, turning every 4 s with a Pause button. Its heading is fixed, word
 * for word (docs/rules/messages.md), so it comes from the catalogue in the page's language.
 */
export function FeedbackCarousel({ intro, feedback, context }: BlockProps<FeedbackCarouselProps>) {
  return (
    <SliderSection
      heading={translator('Blocks', context.locale)('whatOthersAreSaying')}
      intro={intro}
      className={`backdrop ${styles.feedbackCarousel}`}
      slidesToShow={1}
      autoplayMs={FEEDBACK_CAROUSEL_AUTOPLAY_MS}
      locale={context.locale}
      slides={feedback.map((item) => (
        <div key={item.id} className={styles.slide}>
          <FeedbackQuote feedback={item} locale={context.locale} size="large" />
        </div>
      ))}
    />
  );
}

import type { BlockProps } from '../defineBlock';
import { HeadedSection } from '../shared/HeadedSection';
import { FeedbackQuote } from './FeedbackQuote';
import type { TestimonialsProps } from './schema';
import cardStyles from '@/components/cards.module.css';
import styles from './Testimonials.module.css';

/**
 * Every quote at once, in a grid. No schema.org Review data: the quotes carry no rating, which
 * search engines require of a review, and reviews a company shows of itself are not shown as
 * review results (decision 0022).
 */
export function Testimonials({ heading, intro, feedback, context }: BlockProps<TestimonialsProps>) {
  return (
    <HeadedSection heading={heading} intro={intro} className={`backdrop ${styles.testimonials}`}>
      <ul className={`${cardStyles.grid} ${styles.grid}`} role="list">
        {feedback.map((item) => (
          <li key={item.id}>
            <FeedbackQuote feedback={item} locale={context.locale} />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

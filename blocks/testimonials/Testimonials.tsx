import { getSiteSettings } from '@/lib/cms';
import { scriptJson } from '@/lib/scriptJson';
import type { BlockProps } from '../defineBlock';
import { HeadedSection } from '../shared/HeadedSection';
import { FeedbackQuote } from './FeedbackQuote';
import { reviewsJsonLd } from './jsonLd';
import type { TestimonialsProps } from './schema';
import cardStyles from '@/components/cards.module.css';
import styles from './Testimonials.module.css';

/** Every quote at once, in a grid, with its schema.org Review data. */
export async function Testimonials({
  heading,
  intro,
  feedback,
  context,
}: BlockProps<TestimonialsProps>) {
  const { companyName } = await getSiteSettings(context);
  return (
    <HeadedSection heading={heading} intro={intro} className={`backdrop ${styles.testimonials}`}>
      <ul className={`${cardStyles.grid} ${styles.grid}`} role="list">
        {feedback.map((item) => (
          <li key={item.id}>
            <FeedbackQuote feedback={item} />
          </li>
        ))}
      </ul>
      <script
        type="application/ld+json"
        // Escaped by scriptJson: no quote can end the element early.
        dangerouslySetInnerHTML={{ __html: scriptJson(reviewsJsonLd(feedback, companyName)) }}
      />
    </HeadedSection>
  );
}

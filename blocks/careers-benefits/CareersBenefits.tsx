import { Picture } from '@/components/Picture';
import { translator } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import { HeadedSection } from '../shared/HeadedSection';
import { BenefitCards } from './CareersBenefits.lazy';
import type { CareersBenefitsProps } from './schema';
import styles from './CareersBenefits.module.css';

/**
 * Benefit cards. The server renders every card with its text, which shows on hover and keyboard
 * focus by CSS alone; the island only adds the click (or tap) that keeps a card open.
 */
export function CareersBenefits({
  heading,
  intro,
  benefits,
  context,
}: BlockProps<CareersBenefitsProps>) {
  return (
    <HeadedSection heading={heading} intro={intro} className={`backdrop ${styles.section}`}>
      <BenefitCards
        benefits={benefits.map((benefit) => ({
          id: benefit.id,
          title: benefit.title,
          text: benefit.excerpt ?? '',
          icon: benefit.linkImage && (
            <Picture image={benefit.linkImage} sizes="96px" className={styles.icon} alt="" />
          ),
        }))}
        readMore={translator('Blocks', context.locale)('tapToReadMore')}
      />
    </HeadedSection>
  );
}

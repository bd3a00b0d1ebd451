import cardStyles from '@/components/cards.module.css';
import { HeadedSection } from '../shared/HeadedSection';
import { LinkImage } from '../shared/LinkImage';
import type { CareersPerksProps } from './schema';
import styles from './CareersPerks.module.css';

/** Perks as a grid of round icons, each with its title and one line. */
export function CareersPerks({ heading, intro, perks }: CareersPerksProps) {
  return (
    <HeadedSection heading={heading} intro={intro} className={styles.perks}>
      <ul className={`${cardStyles.grid} ${styles.grid}`} role="list">
        {perks.map((perk) => (
          <li key={perk.id} className={styles.perk}>
            <LinkImage item={perk} sizes="88px" className={styles.icon} alt="" />
            <h3 className={styles.title}>{perk.title}</h3>
            {perk.excerpt && <p className={styles.text}>{perk.excerpt}</p>}
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

import type { InfoCardsProps } from './schema';
import cardStyles from '@/components/cards.module.css';
import { ContentItemButton } from '../shared/ContentItemButton';
import { HeadedSection } from '../shared/HeadedSection';
import { LinkImage } from '../shared/LinkImage';
import styles from './InfoCards.module.css';

/** A heading and up to four cards, each a short fact with an illustration and a button. */
export function InfoCards({ heading, intro, cards }: InfoCardsProps) {
  return (
    <HeadedSection heading={heading} intro={intro} className={styles.infoCards}>
      <ul className={cardStyles.grid} role="list">
        {cards.map((card) => (
          <li key={card.id} className={styles.card}>
            <LinkImage item={card} sizes="96px" className={styles.icon} />
            <h3 className={styles.title}>{card.title}</h3>
            {card.excerpt && <p>{card.excerpt}</p>}
            <ContentItemButton item={card} variant="sun" />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

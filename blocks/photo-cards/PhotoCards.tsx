import { Picture } from '@/components/Picture';
import { ContentItemButton } from '../shared/ContentItemButton';
import { HeadedSection } from '../shared/HeadedSection';
import type { PhotoCardsProps } from './schema';
import cardStyles from '@/components/cards.module.css';
import styles from './PhotoCards.module.css';

/** Picture-led cards: the picture, a label over it, the title, a line of text and a button. */
export function PhotoCards({ heading, intro, cards }: PhotoCardsProps) {
  return (
    <HeadedSection heading={heading} intro={intro} className={styles.photoCards}>
      <ul className={`${cardStyles.grid} ${styles.grid}`} role="list">
        {cards.map((card) => (
          <li key={card.id} className={`${cardStyles.card} ${styles.card}`}>
            <div className={styles.frame}>
              <Picture
                image={card.image}
                sizes="(max-width: 639px) 100vw, (max-width: 991px) 50vw, 380px"
                className={styles.photo}
              />
              {card.tagLine && (
                <p className={`${cardStyles.tagPill} ${styles.tagLine}`}>{card.tagLine}</p>
              )}
            </div>
            <div className={cardStyles.body}>
              <h3 className={cardStyles.title}>{card.title}</h3>
              {card.excerpt && (
                <p className={`${cardStyles.excerpt} ${styles.excerpt}`}>{card.excerpt}</p>
              )}
              <ContentItemButton item={card} variant="primary" className={cardStyles.cta} />
            </div>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

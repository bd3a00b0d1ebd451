import type { OfferCardsProps } from './schema';
import { CardRow } from '@/components/CardRow';
import cardStyles from '@/components/cards.module.css';
import { HeadedSection } from '../shared/HeadedSection';
import styles from './OfferCards.module.css';

/** The current offers as cards: the deal first, then when it runs and what it asks of the guest. */
export function OfferCards({ heading, intro, offers }: OfferCardsProps) {
  return (
    <HeadedSection heading={heading} intro={intro} className={`backdrop ${styles.offerCards}`}>
      <CardRow label={heading}>
        {offers.map((offer) => (
          <li key={offer.id} className={`${cardStyles.card} ${styles.offer}`}>
            <p className={styles.deal}>{offer.deal}</p>
            <div className={cardStyles.body}>
              <h3 className={cardStyles.title}>{offer.title}</h3>
              <p className={`${cardStyles.tagLine} ${styles.days}`}>{offer.days}</p>
              <p className={`${cardStyles.excerpt} ${styles.conditions}`}>{offer.conditions}</p>
            </div>
          </li>
        ))}
      </CardRow>
    </HeadedSection>
  );
}

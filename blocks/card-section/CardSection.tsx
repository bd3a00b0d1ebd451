import { ButtonLink } from '@/components/Button/Button';
import { Picture } from '@/components/Picture';
import { anchorFor, formatPrice } from '@/lib/format';
import { seasonForRoute, seasonPassPath } from '@/forms/season-pass/season';
import type { ContentItem } from '../shared/contentItem';
import type { CardSectionProps } from './schema';
import { CardRow } from '@/components/CardRow';
import cardStyles from '@/components/cards.module.css';
import styles from './CardSection.module.css';

/**
 * Where a card's Buy Now button leads (docs/rules/screens-and-routes.md#routes): its season's
 * form, by the rule that names the routes' seasons (a card whose slug, or title, says winter is a
 * winter pass), whatever else the editor linked.
 */
export function buyNowHref(card: Pick<ContentItem, 'slug' | 'title'>): string {
  return seasonPassPath(seasonForRoute(card.slug ?? card.title));
}

export function CardSection({ heading, text, cards }: CardSectionProps) {
  return (
    <section id={anchorFor(heading)} className={`backdrop ${styles.cardSection}`}>
      <div className="section container">
        <h2 className="section-heading">{heading}</h2>
        {text && <p className={styles.text}>{text}</p>}
        <CardRow label={heading}>
          {cards.map((card) => (
            <li key={card.id} className={cardStyles.card}>
              {card.linkImage && (
                <Picture
                  image={card.linkImage}
                  sizes="(max-width: 991px) 100vw, 33vw"
                  className={cardStyles.image}
                />
              )}
              <div className={cardStyles.body}>
                {card.tagLine && (
                  <p className={`${cardStyles.tagLine} ${styles.tagLine}`}>{card.tagLine}</p>
                )}
                <h3>{card.title}</h3>
                {card.price !== undefined && (
                  <p className={styles.price}>
                    <span className={styles.amount}>{formatPrice(card.price)}</span>
                  </p>
                )}
                {card.excerpt && <p>{card.excerpt}</p>}
                <ButtonLink href={buyNowHref(card)} variant="pink" className={styles.buy}>
                  Buy Now<span className="visually-hidden">: {card.title}</span>
                </ButtonLink>
              </div>
            </li>
          ))}
        </CardRow>
      </div>
    </section>
  );
}

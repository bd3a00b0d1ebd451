import { CardButtonLink } from '@/components/Button/Button';
import { anchorFor, formatPrice } from '@/lib/format';
import { translator } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import { seasonForRoute, seasonPassPath } from '@/forms/season-pass/season';
import type { ContentItem } from '../shared/contentItem';
import { ContentItemCard } from '../shared/ContentItemCard';
import type { CardSectionProps } from './schema';
import { CardRow } from '@/components/CardRow';
import styles from './CardSection.module.css';

/**
 * Where a card's Buy Now button leads (docs/rules/screens-and-routes.md#routes): its season's
 * form, by the rule that names the routes' seasons (a card whose slug, or title, says winter is a
 * winter pass), whatever else the editor linked.
 */
export function buyNowHref(card: Pick<ContentItem, 'slug' | 'title'>): string {
  return seasonPassPath(seasonForRoute(card.slug ?? card.title));
}

export function CardSection({ heading, text, cards, context }: BlockProps<CardSectionProps>) {
  const buyNow = translator('Blocks', context.locale)('buyNow');
  return (
    <section id={anchorFor(heading)} className={`backdrop ${styles.cardSection}`}>
      <div className="section container">
        <h2 className="section-heading">{heading}</h2>
        {text && <p className={styles.text}>{text}</p>}
        <CardRow label={heading}>
          {cards.map((card) => (
            <ContentItemCard key={card.id} item={card} tagLineClassName={styles.tagLine}>
              {card.price !== undefined && (
                <p className={styles.price}>
                  <span className={styles.amount}>{formatPrice(card.price)}</span>
                </p>
              )}
              {card.excerpt && <p>{card.excerpt}</p>}
              <CardButtonLink
                href={buyNowHref(card)}
                cardTitle={card.title}
                variant="pink"
                className={styles.buy}
              >
                {buyNow}
              </CardButtonLink>
            </ContentItemCard>
          ))}
        </CardRow>
      </div>
    </section>
  );
}

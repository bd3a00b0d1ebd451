import { ButtonLink } from '@/components/Button/Button';
import { CardRow } from '@/components/CardRow';
import { siteNow } from '@/lib/clock';
import { getSiteSettings } from '@/lib/cms';
import { renderAgainAt } from '@/lib/cms/revalidation';
import { isShowing, nextEdge, showingWindow } from '@/lib/cms/schedule';
import { isoDayAfter, longDayLabel } from '@/lib/dates';
import { translator } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import { HeadedSection } from '../shared/HeadedSection';
import type { Offer, OfferCardsProps } from './schema';
import cardStyles from '@/components/cards.module.css';
import styles from './OfferCards.module.css';

/** A deal runs through its last day on the site's clock; none: until an editor removes it. */
const runningWindow = (offer: Offer, timeZone: string) =>
  showingWindow({ showUntil: offer.lastDay && isoDayAfter(offer.lastDay) }, timeZone);

/**
 * The deals on now as cards: the deal first, then when it runs, what it asks of the guest and the
 * button to it. A deal past its last day is left out, and the published page is rendered again
 * when the next one ends.
 */
export async function OfferCards({ heading, intro, offers, context }: BlockProps<OfferCardsProps>) {
  const { timeZone } = await getSiteSettings(context);
  const now = siteNow();
  const windows = offers.map((offer) => runningWindow(offer, timeZone));
  if (!context.draft) await renderAgainAt(nextEdge(windows, now), now);
  const running = offers.filter((_, index) => isShowing(windows[index]!, now));
  if (running.length === 0) return null;
  const t = translator('Blocks', context.locale);
  return (
    <HeadedSection heading={heading} intro={intro} className={`backdrop ${styles.offerCards}`}>
      <CardRow label={heading}>
        {running.map((offer) => (
          <li key={offer.id} className={`${cardStyles.card} ${styles.offer}`}>
            <p className={styles.deal}>{offer.deal}</p>
            <div className={cardStyles.body}>
              <h3 className={cardStyles.title}>{offer.title}</h3>
              <p className={`${cardStyles.tagLine} ${styles.days}`}>
                {offer.days}
                {offer.lastDay && (
                  <span>{` · ${t('until', { date: longDayLabel(offer.lastDay, context.locale) })}`}</span>
                )}
              </p>
              <p className={`${cardStyles.excerpt} ${styles.conditions}`}>{offer.conditions}</p>
              <div className={styles.cta}>
                <ButtonLink href={offer.cta.href} variant="primary" size="small">
                  {offer.cta.label}
                  <span className="visually-hidden">{`: ${offer.title}`}</span>
                </ButtonLink>
              </div>
            </div>
          </li>
        ))}
      </CardRow>
    </HeadedSection>
  );
}

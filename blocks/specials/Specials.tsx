import { formatPrice } from '@/lib/format';
import { siteNow } from '@/lib/clock';
import { longDayLabel } from '@/lib/dates';
import { translator } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import { ContentItemButton } from '../shared/ContentItemButton';
import { HeadedSection } from '../shared/HeadedSection';
import { currentSpecials, type SpecialsProps } from './schema';
import cardStyles from '@/components/cards.module.css';
import styles from './Specials.module.css';

/** Each ticket takes the next colour, so neighbouring offers never share one. */
const THEMES = ['sunset', 'grape', 'ocean'] as const;

/**
 * Offers as tickets: the price or tag line big on a coloured stub, then the offer, its last day and
 * a button. Ended offers are left out when the page renders (it revalidates hourly); with none
 * left, the section is not shown.
 */
export function Specials({ heading, intro, specials, context }: BlockProps<SpecialsProps>) {
  const current = currentSpecials(specials, siteNow());
  if (current.length === 0) return null;
  const t = translator('Blocks', context.locale);
  return (
    <HeadedSection heading={heading} intro={intro} className={`backdrop ${styles.specials}`}>
      <ul className={`${cardStyles.grid} ${styles.grid}`} role="list">
        {current.map((item, index) => (
          <li
            key={item.id}
            className={`${cardStyles.card} ${styles.ticket} ${styles[THEMES[index % THEMES.length]!]}`}
          >
            <div className={styles.stub}>
              {item.price !== undefined && (
                <p className={styles.price}>{formatPrice(item.price)}</p>
              )}
              {item.tagLine && <p className={styles.tagLine}>{item.tagLine}</p>}
            </div>
            <div className={cardStyles.body}>
              <h3 className={cardStyles.title}>{item.title}</h3>
              {item.excerpt && (
                <p className={`${cardStyles.excerpt} ${styles.excerpt}`}>{item.excerpt}</p>
              )}
              {item.endsOn && (
                <p className={styles.ends}>
                  {t('endsOn', { date: longDayLabel(item.endsOn, context.locale) })}
                </p>
              )}
              <ContentItemButton item={item} variant="pink" className={cardStyles.cta} />
            </div>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

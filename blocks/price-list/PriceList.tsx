import { HeadedSection } from '@/blocks/shared/HeadedSection';
import { formatPrice } from '@/lib/format';
import { translator } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import type { PriceListProps } from './schema';
import styles from './PriceList.module.css';

/**
 * Prices like a menu board: name, a dotted leader, the price, and a detail under the name. A
 * highlighted row stands out with a Best Value mark, so a guest sees the editor's pick at a glance.
 */
export function PriceList({ heading, intro, items, note, context }: BlockProps<PriceListProps>) {
  const t = translator('Blocks', context.locale);
  return (
    <HeadedSection heading={heading} intro={intro} className={styles.section}>
      <ul className={styles.board}>
        {items.map((item) => (
          <li key={item.id} className={item.highlight ? styles.highlight : styles.row}>
            {/* The spaces between the parts keep the words apart for screen readers. */}
            <span className={styles.name}>
              {item.name}
              {item.highlight && (
                <>
                  {' '}
                  <span className={styles.mark}>{t('bestValue')}</span>
                </>
              )}
            </span>{' '}
            <span className={styles.leader} aria-hidden="true" />
            <span className={styles.price}>{formatPrice(item.price)}</span>
            {item.detail && (
              <>
                {' '}
                <span className={styles.detail}>{item.detail}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {note && <p className={styles.note}>{note}</p>}
    </HeadedSection>
  );
}

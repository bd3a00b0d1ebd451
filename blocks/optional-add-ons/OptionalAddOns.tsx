import { formatPrice } from '@/lib/format';
import type { OptionalAddOnsProps } from './schema';
import { HeadedSection } from '../shared/HeadedSection';
import styles from './OptionalAddOns.module.css';

/** A price list of extras a group can add to its event, e.g. 'Photo Booth  $149.00 per event'. */
export function OptionalAddOns({ heading, intro, addOns }: OptionalAddOnsProps) {
  return (
    <HeadedSection heading={heading} intro={intro} className={`backdrop ${styles.optionalAddOns}`}>
      <ul className={styles.list} role="list">
        {addOns.map((addOn) => (
          <li key={addOn.id} className={styles.addOn}>
            <div className={styles.copy}>
              <h3 className={styles.title}>{addOn.title}</h3>
              {addOn.excerpt && <p className={styles.excerpt}>{addOn.excerpt}</p>}
            </div>
            {addOn.price !== undefined && (
              <p className={styles.price}>
                <span className={styles.amount}>{formatPrice(addOn.price)}</span>
                {addOn.tagLine && <span className={styles.unit}> {addOn.tagLine}</span>}
              </p>
            )}
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

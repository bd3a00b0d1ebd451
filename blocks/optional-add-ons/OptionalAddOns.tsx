import { anchorFor, formatPrice } from '@/lib/format';
import type { OptionalAddOnsProps } from './schema';
import styles from './OptionalAddOns.module.css';

/** A price list of extras a group can add to its event, e.g. 'Photo Booth  $149.00 per event'. */
export function OptionalAddOns({ heading, intro, addOns }: OptionalAddOnsProps) {
  const anchor = anchorFor(heading);
  return (
    <section
      id={anchor}
      className={`section ${styles.optionalAddOns}`}
      aria-labelledby={`${anchor}-heading`}
    >
      <div className="container">
        <h2 id={`${anchor}-heading`} className="section-heading">
          {heading}
        </h2>
        {intro && <p className={styles.intro}>{intro}</p>}
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
      </div>
    </section>
  );
}

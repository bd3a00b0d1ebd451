import { formatCents, formatPrice } from '@/lib/format';
import { partyTotalCents } from '@/lib/partyTotal';
import type { PackageOption } from './request';
import styles from './BirthdayInfo.module.css';

interface EstimatedTotalProps {
  kids: number | undefined;
  chosenPackage: PackageOption | undefined;
}

/**
 * What the party would cost before tax: kids times the package's per-guest price. It is announced
 * as it changes, so choosing another package is heard as well as seen.
 */
export function EstimatedTotal({ kids, chosenPackage }: EstimatedTotalProps) {
  return (
    <div className={styles.total} aria-live="polite">
      <p className={styles.totalLabel}>Estimated total</p>
      {chosenPackage && kids !== undefined ? (
        <>
          <p className={styles.totalAmount}>
            {formatCents(partyTotalCents(kids, chosenPackage.price))} <span>plus tax</span>
          </p>
          <p className={styles.totalSum}>
            {kids} kids × {formatPrice(chosenPackage.price)} per guest ({chosenPackage.title})
          </p>
        </>
      ) : (
        <p className={styles.totalSum}>Choose a package to see your estimated total.</p>
      )}
    </div>
  );
}

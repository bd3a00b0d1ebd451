import { useSay } from '@/components/Say.client';
import { formatCents, formatPrice } from '@/lib/format';
import { partyTotalCents } from '@/lib/partyTotal';
import { birthdayTexts as texts } from './messages';
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
  const say = useSay();
  return (
    <div className={styles.total} aria-live="polite">
      <p className={styles.totalLabel}>{say(texts.estimatedTotal)}</p>
      {chosenPackage && kids !== undefined ? (
        <>
          <p className={styles.totalAmount}>
            {formatCents(partyTotalCents(kids, chosenPackage.price))}{' '}
            <span>{say(texts.plusTax)}</span>
          </p>
          <p className={styles.totalSum}>
            {say(texts.totalSum(kids, formatPrice(chosenPackage.price), chosenPackage.title))}
          </p>
        </>
      ) : (
        <p className={styles.totalSum}>{say(texts.chooseToSeeTotal)}</p>
      )}
    </div>
  );
}

import { useFormContext } from 'react-hook-form';
import { formatPrice } from '@/lib/format';
import { birthdayMessages } from './messages';
import type { BookingInput, PackageOption } from './request';
import styles from './BirthdayInfo.module.css';

interface PackageChoiceProps {
  idPrefix: string;
  packages: readonly PackageOption[];
}

/** The packages as a radio group of cards, each with its price and guest minimum. */
export function PackageChoice({ idPrefix, packages }: PackageChoiceProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<BookingInput>();
  const error = errors.packageAnchor?.message;
  const errorId = `${idPrefix}-package-error`;
  const rulesId = `${idPrefix}-package-rules`;
  return (
    <fieldset
      className={styles.packages}
      aria-describedby={[rulesId, error ? errorId : ''].filter(Boolean).join(' ')}
    >
      <legend className={styles.panelHeading}>
        Choose a package<span aria-hidden="true"> *</span>
      </legend>
      <p id={rulesId} className={styles.rules}>
        {birthdayMessages.rules}
      </p>
      <div className={styles.packageGrid}>
        {packages.map((option) => {
          const id = `${idPrefix}-package-${option.anchor}`;
          return (
            <div key={option.anchor} className={styles.packageOption}>
              <input
                id={id}
                type="radio"
                value={option.anchor}
                className={styles.packageRadio}
                {...register('packageAnchor')}
              />
              <label htmlFor={id} className={styles.packageCard}>
                <span className={styles.packageTitle}>{option.title}</span>
                <span className={styles.packagePrice}>
                  Starting at <strong>{formatPrice(option.price)}</strong> per guest
                </span>
                <span className={styles.packageMinimum}>{option.minimumGuests}-guest minimum</span>
              </label>
            </div>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

import { useFormContext } from 'react-hook-form';
import { useSay } from '@/components/Say.client';
import { formatPrice } from '@/lib/format';
import { birthdayMessages, birthdayTexts as texts } from './messages';
import type { BookingInput, PackageOption } from './request';
import styles from './BirthdayInfo.module.css';

interface PackageChoiceProps {
  idPrefix: string;
  packages: readonly PackageOption[];
  /** The party's kids, once known: a package whose minimum is more cannot be chosen, and says why. */
  kids: number | undefined;
}

/**
 * The packages as a radio group of cards, each with its price, guest minimum and what it
 * includes. A package the party is too small for is shown but cannot be chosen, with the reason.
 */
export function PackageChoice({ idPrefix, packages, kids }: PackageChoiceProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<BookingInput>();
  const say = useSay();
  const error = errors.packageAnchor?.message;
  const errorId = `${idPrefix}-package-error`;
  const rulesId = `${idPrefix}-package-rules`;
  return (
    <fieldset
      className={styles.packages}
      aria-describedby={[rulesId, error ? errorId : ''].filter(Boolean).join(' ')}
    >
      <legend className={styles.panelHeading}>
        {say(texts.chooseAPackage)}
        <span aria-hidden="true"> *</span>
      </legend>
      <p id={rulesId} className={styles.rules}>
        {say(birthdayMessages.rules)}
      </p>
      <div className={styles.packageGrid}>
        {packages.map((option) => {
          const id = `${idPrefix}-package-${option.anchor}`;
          const tooSmall = kids !== undefined && kids < option.minimumGuests;
          const reasonId = `${id}-reason`;
          return (
            <div key={option.anchor} className={styles.packageOption}>
              <input
                id={id}
                type="radio"
                value={option.anchor}
                className={styles.packageRadio}
                disabled={tooSmall}
                aria-describedby={tooSmall ? reasonId : undefined}
                {...register('packageAnchor')}
              />
              <label htmlFor={id} className={styles.packageCard}>
                <span className={styles.packageTitle}>{option.title}</span>
                <span className={styles.packagePrice}>
                  {say(texts.startingAt)} <strong>{formatPrice(option.price)}</strong>{' '}
                  {say(texts.perGuest)}
                </span>
                <span className={styles.packageMinimum}>
                  {say(texts.guestMinimum(option.minimumGuests))}
                </span>
                {option.includes.length > 0 && (
                  <ul className={styles.packageIncludes}>
                    {option.includes.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
              </label>
              {tooSmall && (
                <p id={reasonId} className={styles.packageReason}>
                  {say(birthdayMessages.packageTooSmall(option.minimumGuests, kids))}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {say(error)}
        </p>
      )}
    </fieldset>
  );
}

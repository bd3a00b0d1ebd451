import { useFormContext } from 'react-hook-form';
import { TextField } from '../fields/TextField';
import type { PartyInput } from './party';
import styles from './Birthday.module.css';

interface GuestOfHonorFieldsProps {
  idPrefix: string;
}

/** Name and age of the guest of honor: one group, one message for the pair (spec section 5). */
export function GuestOfHonorFields({ idPrefix }: GuestOfHonorFieldsProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<PartyInput>();
  const message = errors.guestOfHonorName?.message ?? errors.guestOfHonorAge?.message;
  const errorId = `${idPrefix}-guest-of-honor-error`;
  return (
    <fieldset className={styles.guestOfHonor}>
      <legend className={styles.legend}>
        Guest of honor<span aria-hidden="true"> *</span>
      </legend>
      <div className={styles.guestOfHonorInputs}>
        <TextField
          id={`${idPrefix}-guest-of-honor-name`}
          label={
            <>
              <span className="visually-hidden">Guest of honor&rsquo;s</span> Name
            </>
          }
          autoComplete="off"
          maxLength={50}
          required
          invalid={Boolean(errors.guestOfHonorName)}
          describedBy={message ? errorId : undefined}
          {...register('guestOfHonorName')}
        />
        <TextField
          id={`${idPrefix}-guest-of-honor-age`}
          label={
            <>
              <span className="visually-hidden">Guest of honor&rsquo;s</span> Age
            </>
          }
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={2}
          required
          invalid={Boolean(errors.guestOfHonorAge)}
          describedBy={message ? errorId : undefined}
          {...register('guestOfHonorAge')}
        />
      </div>
      {message && (
        <p id={errorId} className={styles.error}>
          {message}
        </p>
      )}
    </fieldset>
  );
}

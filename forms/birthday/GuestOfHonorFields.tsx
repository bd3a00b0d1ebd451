import { useFormContext } from 'react-hook-form';
import { TextField } from '../engine/fields/TextField';
import type { PartyInput } from './party';
import styles from './Birthday.module.css';

/**
 * The pair's inputs: the name, then the age (a number the mobile keypad types). The name's label
 * says whose it is, so the group's legend can stay unseen and the pair's labels line up with the
 * labels of the fields beside them; the age says it to screen readers.
 */
const GUEST_OF_HONOR_INPUTS = [
  {
    name: 'guestOfHonorName',
    idPart: 'name',
    label: <>Guest of honor&rsquo;s name</>,
    autoComplete: 'off',
    maxLength: 50,
  },
  {
    name: 'guestOfHonorAge',
    idPart: 'age',
    label: (
      <>
        <span className="visually-hidden">Guest of honor&rsquo;s</span> Age
      </>
    ),
    inputMode: 'numeric',
    pattern: '[0-9]*',
    maxLength: 2,
  },
] as const;

interface GuestOfHonorFieldsProps {
  idPrefix: string;
}

/**
 * Name and age of the guest of honor: one group, one message for the pair
 * (docs/rules/validation.md#birthday-selector).
 */
export function GuestOfHonorFields({ idPrefix }: GuestOfHonorFieldsProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<PartyInput>();
  const message = errors.guestOfHonorName?.message ?? errors.guestOfHonorAge?.message;
  const errorId = `${idPrefix}-guest-of-honor-error`;
  return (
    <fieldset className={styles.guestOfHonor}>
      <legend className="visually-hidden">Guest of honor</legend>
      <div className={styles.guestOfHonorInputs}>
        {GUEST_OF_HONOR_INPUTS.map(({ name, idPart, label, ...input }) => (
          <TextField
            key={name}
            id={`${idPrefix}-guest-of-honor-${idPart}`}
            label={label}
            {...input}
            required
            invalid={Boolean(errors[name])}
            describedBy={message ? errorId : undefined}
            {...register(name)}
          />
        ))}
      </div>
      {message && (
        <p id={errorId} className={styles.error}>
          {message}
        </p>
      )}
    </fieldset>
  );
}

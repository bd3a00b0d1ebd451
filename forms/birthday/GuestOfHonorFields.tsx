import { useFormContext } from 'react-hook-form';
import type { Say } from '@/lib/i18n/say';
import { useSay } from '@/components/Say.client';
import { birthdayTexts as texts } from './messages';
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
    label: (say: Say) => say(texts.guestOfHonorName),
    autoComplete: 'off',
    maxLength: 50,
  },
  {
    name: 'guestOfHonorAge',
    idPart: 'age',
    // Seen as 'Age' beside the name; heard as the whole name of what it asks.
    label: (say: Say) => (
      <>
        <span aria-hidden="true">{say(texts.age)}</span>
        <span className="visually-hidden">{say(texts.guestOfHonorAge)}</span>
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
  const say = useSay();
  const message = errors.guestOfHonorName?.message ?? errors.guestOfHonorAge?.message;
  const errorId = `${idPrefix}-guest-of-honor-error`;
  return (
    <fieldset className={styles.guestOfHonor}>
      <legend className="visually-hidden">{say(texts.guestOfHonorLegend)}</legend>
      <div className={styles.guestOfHonorInputs}>
        {GUEST_OF_HONOR_INPUTS.map(({ name, idPart, label, ...input }) => (
          <TextField
            key={name}
            id={`${idPrefix}-guest-of-honor-${idPart}`}
            label={label(say)}
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
          {say(message)}
        </p>
      )}
    </fieldset>
  );
}

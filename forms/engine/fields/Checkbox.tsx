import {
  FieldError,
  FieldHint,
  RequiredMark,
  describeControl,
  joinTokens,
  type FieldProps,
} from '@/components/FieldShell/FieldShell';
import styles from './Field.module.css';

export type CheckboxProps = FieldProps<'input', 'type'>;

/**
 * A checkbox whose whole label row (at least 44 px high) toggles it: the frame's parts
 * (components/FieldShell), with the label after the box and the notes beside it.
 */
export function Checkbox({ label, hint, error, className, ...inputProps }: CheckboxProps) {
  const { id, required } = inputProps;
  const description = describeControl({ id, label, hint, error });
  return (
    <div className={joinTokens(styles.checkField, className)}>
      <input
        {...inputProps}
        type="checkbox"
        {...description}
        className={joinTokens(
          styles.checkbox,
          description['aria-invalid'] && styles.checkboxInvalid,
        )}
      />
      <label htmlFor={id} className={styles.checkLabel}>
        <span>
          {label}
          <RequiredMark required={required} />
        </span>
      </label>
      <FieldHint of={id} className={styles.checkHint}>
        {hint}
      </FieldHint>
      <FieldError of={id} className={styles.checkError}>
        {error}
      </FieldError>
    </div>
  );
}

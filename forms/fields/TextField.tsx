import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './Field.module.css';

export type TextFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'aria-invalid' | 'aria-describedby' | 'children'
> & {
  id: string;
  label: ReactNode;
  /** Shown under the input and announced with it; marks the input invalid. */
  error?: string;
  /** A short help text under the input, announced with it. */
  hint?: ReactNode;
  /** Marks the input invalid when the message is shown elsewhere, e.g. once for a group. */
  invalid?: boolean;
  /** Ids of further text describing the input, such as a group's message. */
  describedBy?: string;
};

/**
 * A labelled text input in the site's form style (the same look as CenterSelect). Every other input
 * attribute, `ref` included, reaches the element, so react-hook-form can register it.
 */
export function TextField({
  id,
  label,
  error,
  hint,
  invalid = false,
  describedBy,
  required,
  className,
  ...inputProps
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const descriptions = [hint ? hintId : undefined, error ? errorId : undefined, describedBy].filter(
    Boolean,
  );
  const marked = Boolean(error) || invalid;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <input
        {...inputProps}
        id={id}
        required={required}
        aria-invalid={marked || undefined}
        aria-describedby={descriptions.join(' ') || undefined}
        className={[styles.input, marked && styles.invalid].filter(Boolean).join(' ')}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

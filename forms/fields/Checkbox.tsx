import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './Field.module.css';

export type CheckboxProps = Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'type' | 'aria-describedby' | 'aria-invalid' | 'children'
> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the box and announced with it; marks the box invalid. */
  error?: string;
};

/** A checkbox whose whole label row (at least 44 px high) toggles it. */
export function Checkbox({
  id,
  label,
  hint,
  error,
  required,
  className,
  ...inputProps
}: CheckboxProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const descriptions = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean);
  return (
    <div className={[styles.checkField, className].filter(Boolean).join(' ')}>
      <input
        {...inputProps}
        id={id}
        type="checkbox"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={descriptions.join(' ') || undefined}
        className={[styles.checkbox, error && styles.checkboxInvalid].filter(Boolean).join(' ')}
      />
      <label htmlFor={id} className={styles.checkLabel}>
        <span>
          {label}
          {required && (
            <span className={styles.required} aria-hidden="true">
              {' *'}
            </span>
          )}
        </span>
      </label>
      {hint && (
        <p id={hintId} className={styles.checkHint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={`${styles.error} ${styles.checkError}`}>
          {error}
        </p>
      )}
    </div>
  );
}

import type { ComponentPropsWithRef } from 'react';
import type { FieldOption } from '../definition';
import styles from './Field.module.css';

export type RadioGroupProps = Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'type' | 'value' | 'aria-invalid' | 'aria-describedby' | 'children'
> & {
  id: string;
  label: string;
  options: readonly FieldOption[];
  hint?: string;
  error?: string;
};

/**
 * A set of radio buttons named by a legend. Every radio carries the group's hint and error as its
 * description, since screen readers read a fieldset's legend but not text under it (a radio takes
 * no aria-invalid, so the error in its description is what marks it).
 */
export function RadioGroup({
  id,
  label,
  options,
  hint,
  error,
  required,
  className,
  ...inputProps
}: RadioGroupProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const descriptions = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean);
  return (
    <fieldset className={[styles.radioGroup, className].filter(Boolean).join(' ')}>
      <legend className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </legend>
      <div className={styles.radios}>
        {options.map((option, index) => (
          <div key={option.value} className={styles.radioOption}>
            <input
              {...inputProps}
              id={`${id}-${index}`}
              type="radio"
              value={option.value}
              required={required}
              aria-describedby={descriptions.join(' ') || undefined}
              className={[styles.radio, error && styles.checkboxInvalid].filter(Boolean).join(' ')}
            />
            <label htmlFor={`${id}-${index}`} className={styles.checkLabel}>
              {option.label}
            </label>
          </div>
        ))}
      </div>
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
    </fieldset>
  );
}

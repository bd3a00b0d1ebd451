import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './Field.module.css';

export type CheckboxProps = Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'type' | 'aria-describedby' | 'children'
> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
};

/** A checkbox whose whole label row (at least 44 px high) toggles it. */
export function Checkbox({ id, label, hint, className, ...inputProps }: CheckboxProps) {
  const hintId = `${id}-hint`;
  return (
    <div className={[styles.checkField, className].filter(Boolean).join(' ')}>
      <input
        {...inputProps}
        id={id}
        type="checkbox"
        className={styles.checkbox}
        aria-describedby={hint ? hintId : undefined}
      />
      <label htmlFor={id} className={styles.checkLabel}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.checkHint}>
          {hint}
        </p>
      )}
    </div>
  );
}

import type { ComponentPropsWithRef } from 'react';
import styles from './Field.module.css';

export type TextAreaFieldProps = Omit<
  ComponentPropsWithRef<'textarea'>,
  'id' | 'aria-invalid' | 'aria-describedby' | 'children' | 'maxLength'
> & {
  id: string;
  label: string;
  maxLength: number;
  /** How many characters the guest has typed, for the remaining counter. */
  length: number;
  /** The counter's words for a number of characters left. */
  remainingText: (count: number) => string;
  hint?: string;
  error?: string;
};

/** Screen readers hear the counter on focus, and as it changes only near the end. */
const ANNOUNCE_FROM = 20;

/**
 * A labelled textarea with a live remaining-characters counter. The counter describes the control
 * (read on focus); a separate polite live region speaks only in the last few characters, so typing
 * a message is not talked over.
 */
export function TextAreaField({
  id,
  label,
  maxLength,
  length,
  remainingText,
  hint,
  error,
  required,
  className,
  ...textareaProps
}: TextAreaFieldProps) {
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const remaining = Math.max(0, maxLength - length);
  const descriptions = [hint ? hintId : undefined, countId, error ? errorId : undefined].filter(
    Boolean,
  );
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
      <textarea
        {...textareaProps}
        id={id}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={descriptions.join(' ')}
        className={[styles.input, styles.textarea, error && styles.invalid]
          .filter(Boolean)
          .join(' ')}
      />
      <div className={styles.textareaNotes}>
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
        <p
          id={countId}
          className={[styles.count, remaining <= ANNOUNCE_FROM && styles.countLow]
            .filter(Boolean)
            .join(' ')}
        >
          {remainingText(remaining)}
        </p>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {remaining <= ANNOUNCE_FROM ? remainingText(remaining) : ''}
      </p>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

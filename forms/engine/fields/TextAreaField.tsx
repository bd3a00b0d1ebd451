import {
  FieldHint,
  FieldShell,
  joinTokens,
  type FieldProps,
} from '@/components/FieldShell/FieldShell';
import styles from './Field.module.css';

export type TextAreaFieldProps = FieldProps<'textarea', 'maxLength'> & {
  maxLength: number;
  /** How many characters the guest has typed, for the remaining counter. */
  length: number;
  /** The counter's words for a number of characters left. */
  remainingText: (count: number) => string;
};

/** Screen readers hear the counter on focus, and as it changes only near the end. */
const ANNOUNCE_FROM = 20;

/**
 * A labelled textarea with a live remaining-characters counter beside its hint. The counter
 * describes the control (read on focus); a separate polite live region speaks only in the last
 * few characters, so typing a message is not talked over.
 */
export function TextAreaField({
  maxLength,
  length,
  remainingText,
  className,
  ...props
}: TextAreaFieldProps) {
  const countId = `${props.id}-count`;
  const remaining = Math.max(0, maxLength - length);
  return (
    <FieldShell
      field={props}
      describe={{ notes: countId }}
      ownHint
      className={joinTokens(styles.field, className)}
    >
      {(textarea) => (
        <>
          <textarea
            {...textarea}
            maxLength={maxLength}
            className={joinTokens(
              styles.input,
              styles.textarea,
              textarea['aria-invalid'] && styles.invalid,
            )}
          />
          <div className={styles.textareaNotes}>
            <FieldHint of={props.id}>{props.hint}</FieldHint>
            <p
              id={countId}
              className={joinTokens(styles.count, remaining <= ANNOUNCE_FROM && styles.countLow)}
            >
              {remainingText(remaining)}
            </p>
          </div>
          <p className="visually-hidden" aria-live="polite">
            {remaining <= ANNOUNCE_FROM ? remainingText(remaining) : ''}
          </p>
        </>
      )}
    </FieldShell>
  );
}

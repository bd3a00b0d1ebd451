import { FieldShell, joinTokens, type FieldProps } from '@/components/FieldShell/FieldShell';
import styles from './Field.module.css';

export type TextFieldProps = FieldProps<'input'> & {
  /** Marks the input invalid when the message is shown elsewhere, e.g. once for a group. */
  invalid?: boolean;
  /** Ids of further text describing the input, such as a group's message. */
  describedBy?: string;
};

/**
 * A labelled text input in the site's form style (the same look as CenterSelect). Every other input
 * attribute, `ref` included, reaches the element, so react-hook-form can register it.
 */
export function TextField({ invalid, describedBy, className, ...props }: TextFieldProps) {
  return (
    <FieldShell
      field={props}
      describe={{ invalid, messages: describedBy }}
      className={joinTokens(styles.field, className)}
    >
      {(input) => (
        <input
          {...input}
          className={joinTokens(styles.input, input['aria-invalid'] && styles.invalid)}
        />
      )}
    </FieldShell>
  );
}

import { FieldShell, joinTokens, type FieldProps } from '@/components/FieldShell/FieldShell';
import type { FieldOption } from '../definition';
import styles from './Field.module.css';

export type RadioGroupProps = FieldProps<'input', 'type' | 'value'> & {
  options: readonly FieldOption[];
};

/**
 * A set of radio buttons named by a legend. Every radio carries the group's hint and error as its
 * description, since screen readers read a fieldset's legend but not text under it (a radio takes
 * no aria-invalid, so the error in its description is what marks it).
 */
export function RadioGroup({ options, className, ...props }: RadioGroupProps) {
  return (
    <FieldShell field={props} group className={className}>
      {({ id, ...radio }) => (
        <div className={styles.radios}>
          {options.map((option, index) => (
            <div key={option.value} className={styles.radioOption}>
              <input
                {...radio}
                id={`${id}-${index}`}
                type="radio"
                value={option.value}
                className={joinTokens(styles.radio, props.error && styles.checkboxInvalid)}
              />
              <label htmlFor={`${id}-${index}`} className={styles.checkLabel}>
                {option.label}
              </label>
            </div>
          ))}
        </div>
      )}
    </FieldShell>
  );
}

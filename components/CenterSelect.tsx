import type { ComponentPropsWithRef } from 'react';
import styles from './CenterSelect.module.css';

export interface CenterSelectGroup {
  /** Shown as the group's heading, e.g. the state's name. */
  state: string;
  centers: readonly { id: string; name: string }[];
}

export type CenterSelectProps = Omit<
  ComponentPropsWithRef<'select'>,
  'id' | 'children' | 'multiple' | 'aria-describedby' | 'aria-invalid'
> & {
  id: string;
  label: string;
  groups: readonly CenterSelectGroup[];
  placeholder?: string;
  /** Shown under the select and announced with it; marks the select invalid. */
  error?: string;
  /** Ids of further text describing the select, such as a hint. */
  describedBy?: string;
};

/**
 * A native select of centers grouped by state. Every other select attribute, `ref` included,
 * reaches the element, so form libraries can register it like a plain select.
 */
export function CenterSelect({
  id,
  label,
  groups,
  placeholder = 'Select a location',
  error,
  describedBy,
  required,
  className,
  ...selectProps
}: CenterSelectProps) {
  const errorId = `${id}-error`;
  const descriptions = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ');
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
      <select
        {...selectProps}
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={descriptions || undefined}
        className={[styles.select, error && styles.invalid].filter(Boolean).join(' ')}
      >
        <option value="">{placeholder}</option>
        {groups.map((group) => (
          <optgroup key={group.state} label={group.state}>
            {group.centers.map((center) => (
              <option key={center.id} value={center.id}>
                {center.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

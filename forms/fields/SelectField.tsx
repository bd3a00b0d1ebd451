import { Fragment, type ComponentPropsWithRef } from 'react';
import selectStyles from '@/components/CenterSelect.module.css';
import type { FieldOption } from '../definition';
import styles from './Field.module.css';

export type SelectFieldProps = Omit<
  ComponentPropsWithRef<'select'>,
  'id' | 'children' | 'multiple' | 'aria-describedby' | 'aria-invalid'
> & {
  id: string;
  label: string;
  options: readonly FieldOption[];
  /** The empty first choice. */
  placeholder: string;
  error?: string;
  hint?: string;
};

/** Options in their order, those sharing a group under one heading. */
function grouped(options: readonly FieldOption[]) {
  const groups: { group: string | undefined; options: FieldOption[] }[] = [];
  for (const option of options) {
    const last = groups[groups.length - 1];
    if (last && last.group === option.group) last.options.push(option);
    else groups.push({ group: option.group, options: [option] });
  }
  return groups;
}

/**
 * A labelled native select in the look of CenterSelect (its stylesheet, so the two never drift),
 * for any list of options; grouped options become optgroups.
 */
export function SelectField({
  id,
  label,
  options,
  placeholder,
  error,
  hint,
  required,
  className,
  ...selectProps
}: SelectFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const descriptions = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean);
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
        aria-describedby={descriptions.join(' ') || undefined}
        className={[selectStyles.select, error && selectStyles.invalid].filter(Boolean).join(' ')}
      >
        <option value="">{placeholder}</option>
        {grouped(options).map(({ group, options: members }, index) => {
          const items = members.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ));
          return group === undefined ? (
            <Fragment key={`options-${index}`}>{items}</Fragment>
          ) : (
            <optgroup key={group} label={group}>
              {items}
            </optgroup>
          );
        })}
      </select>
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

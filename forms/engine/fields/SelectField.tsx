import { Fragment } from 'react';
import selectStyles from '@/components/CenterSelect.module.css';
import { FieldShell, joinTokens, type FieldProps } from '@/components/FieldShell/FieldShell';
import type { FieldOption } from '../definition';
import styles from './Field.module.css';

export type SelectFieldProps = FieldProps<'select', 'multiple'> & {
  options: readonly FieldOption[];
  /** The empty first choice. */
  placeholder: string;
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
export function SelectField({ options, placeholder, className, ...props }: SelectFieldProps) {
  return (
    <FieldShell field={props} className={joinTokens(styles.field, className)}>
      {(select) => (
        <select
          {...select}
          className={joinTokens(
            selectStyles.select,
            select['aria-invalid'] && selectStyles.invalid,
          )}
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
      )}
    </FieldShell>
  );
}

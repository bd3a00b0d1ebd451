import { FieldShell, joinTokens, type FieldProps } from './FieldShell/FieldShell';
import styles from './CenterSelect.module.css';

export interface CenterSelectGroup {
  /** Shown as the group's heading, e.g. the state's name. */
  state: string;
  centers: readonly { id: string; name: string }[];
}

export type CenterSelectProps = Omit<FieldProps<'select', 'multiple'>, 'hint'> & {
  groups: readonly CenterSelectGroup[];
  placeholder?: string;
  /** Ids of further text describing the select, such as a hint. */
  describedBy?: string;
};

/**
 * A native select of centers grouped by state. Every other select attribute, `ref` included,
 * reaches the element, so form libraries can register it like a plain select.
 */
export function CenterSelect({
  groups,
  placeholder = 'Select a location',
  describedBy,
  className,
  ...props
}: CenterSelectProps) {
  return (
    <FieldShell field={props} describe={{ notes: describedBy }} className={className}>
      {(select) => (
        <select
          {...select}
          className={joinTokens(styles.select, select['aria-invalid'] && styles.invalid)}
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
      )}
    </FieldShell>
  );
}

import type { FieldOption, FormDefinition } from '@/forms/definition';
import type { LocationGroup } from '@/forms/engine/types';

/**
 * The Location choices of the enquiry forms that submit a center by title (spec section 3): the
 * centers grouped by state like every center select, in the groups' order (lib/centers sorts
 * states and centers by title); label and value are the center's title.
 */
export function centerTitleOptions(groups: readonly LocationGroup[]): FieldOption[] {
  return groups.flatMap((group) =>
    group.centers.map((center) => ({ label: center.name, value: center.name, group: group.state })),
  );
}

/**
 * A copy of the definition whose field `name` offers `options` after the ones it already has (a
 * Preferred Location keeps its 'No Preference' first). The definitions stay constant data; the
 * centers, which come from the CMS, are added where the form is drawn.
 */
export function withOptions(
  definition: FormDefinition,
  name: string,
  options: readonly FieldOption[],
): FormDefinition {
  return definition.map((field) =>
    field.name === name ? { ...field, options: [...(field.options ?? []), ...options] } : field,
  );
}

/** Choices whose value is their label: what the guest picks is what the venue reads. */
export function optionsOf(labels: readonly string[]): FieldOption[] {
  return labels.map((label) => ({ label, value: label }));
}

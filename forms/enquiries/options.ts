import type { FieldOption, FormDefinition } from '@/forms/engine/definition';
import type { LocationGroup } from '@/forms/engine/types';
import { fill } from '@/lib/i18n/say';
import texts from '@/messages/en/FormTexts.json';

/**
 * The Location choices of the enquiry forms that submit a center by title
 * (docs/rules/content-and-data.md#enquiry-form-definitions): the centers grouped by state like
 * every center select, in the groups' order (lib/centers sorts states and centers by title); label
 * and value are the center's title.
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

/** '8:00 AM' for hour 8 of the day, '12:00 AM' for 24 (midnight, the group night band's last). */
function hourLabel(hour: number): string {
  const hourOfDay = hour % 24;
  const message = hourOfDay < 12 ? texts.morningHour : texts.afternoonHour;
  return fill(message, { hour: hourOfDay % 12 === 0 ? 12 : hourOfDay % 12 });
}

/** Start times on the hour from hour `from` to hour `to` of the day, both included. */
export function hourly(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, index) => hourLabel(from + index));
}

/** Choices whose value is their label: what the guest picks is what the venue reads. */
export function optionsOf(labels: readonly string[]): FieldOption[] {
  return labels.map((label) => ({ label, value: label }));
}

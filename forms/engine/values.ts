import type { FieldDefinition, FormDefinition } from './definition';
import { isoDateAfter } from '@/lib/dates';

/** A form's values and which fields are shown, required and how long; no validation library. */

export type FieldValue = string | boolean;
/** What the inputs hold: checkboxes as booleans, everything else as text. */
export type FormInput = Record<string, FieldValue>;
/** What a form submits: the shown fields' cleaned values. */
export type FormValues = Record<string, FieldValue>;

/** Field name → message, for checks a rule cannot make alone (a ZIP code, a pair of fields). */
export type FieldMessages = Partial<Record<string, string>>;

export interface FormRuleOptions {
  /**
   * The virtual forms: the same rules without the email rule
   * (docs/rules/validation.md#virtual-forms).
   */
  skipEmailRule?: boolean;
  /** A form's own checks, run on the values that passed the field rules. */
  validate?: (values: FormValues, today: Date) => FieldMessages;
}

export interface FormSchemaOptions extends FormRuleOptions {
  /** The guest's today, for the dates' earliest day. */
  today: Date;
}

/** Lengths the platform accepts (lib/platform/schemas.ts); a field's maxLength overrides them. */
const DEFAULT_MAX_LENGTH: Partial<Record<FieldDefinition['type'], number>> = {
  text: 100,
  email: 254,
  tel: 20,
  textarea: 256,
};

export function maxLengthOf(field: FieldDefinition): number | undefined {
  return field.maxLength ?? DEFAULT_MAX_LENGTH[field.type];
}

function valueText(value: FieldValue | undefined): string {
  return value === undefined ? '' : String(value);
}

/**
 * Whether the field is shown: it has no showKey, or its showKey field holds showValue and is
 * shown itself (a field behind a hidden one stays hidden).
 */
export function isShown(
  field: FieldDefinition,
  definition: FormDefinition,
  values: FormInput,
): boolean {
  const seen = new Set<string>();
  let current: FieldDefinition | undefined = field;
  while (current?.showKey !== undefined && !seen.has(current.name)) {
    seen.add(current.name);
    if (valueText(values[current.showKey]) !== (current.showValue ?? '')) return false;
    const key: string = current.showKey;
    current = definition.find((candidate) => candidate.name === key);
  }
  return true;
}

export function shownFields(definition: FormDefinition, values: FormInput): FieldDefinition[] {
  return definition.filter((field) => isShown(field, definition, values));
}

export function isRequired(field: FieldDefinition, values: FormInput): boolean {
  if (field.required) return true;
  const when = field.requiredWhen;
  return when !== undefined && when.values.includes(valueText(values[when.key]));
}

/** The date input's min ('YYYY-MM-DD'), or undefined when any day will do. */
export function earliestDate(field: FieldDefinition, today: Date): string | undefined {
  return field.minDaysAhead === undefined ? undefined : isoDateAfter(today, field.minDaysAhead);
}

/** What an untouched form holds: unticked boxes, empty text. */
export function emptyInput(definition: FormDefinition): FormInput {
  return Object.fromEntries(
    definition.map((field) => [field.name, field.type === 'checkbox' ? false : '']),
  );
}

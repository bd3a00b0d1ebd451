import type { FieldDefinition, FieldType, FormDefinition } from '@/forms/engine/definition';
import type { FormInput, FormRuleOptions } from '@/forms/engine/values';
import { buildFormSchema } from '@/forms/engine/schema';

export const REQUIRED = 'This field is required';
export const PHONE = 'Please use a valid phone number (i.e. XXX-XXX-XXXX)';
export const BAD_EMAIL = 'Please enter a valid email address';
// A Wednesday, at noon local time, so 'tomorrow' is 2026-03-12 wherever the tests run.
export const TODAY = new Date(2026, 2, 11, 12, 0);

/** Parses `input` with the definition's schema: the values, or each failed field's message. */
export function check(definition: FormDefinition, input: FormInput, options: FormRuleOptions = {}) {
  const result = buildFormSchema(definition, { ...options, today: TODAY }).safeParse(input);
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] = issue.message;
  return { values: undefined, errors };
}

/** check() for a form of one field. */
export const one = (field: FieldDefinition, value: string | boolean, options?: FormRuleOptions) =>
  check([field], { [field.name]: value }, options);

/** A field labelled with its name, for definitions written as test data. */
export const field = (
  name: string,
  type: FieldType,
  more: Partial<FieldDefinition> = {},
): FieldDefinition => ({ name, label: name, type, ...more });

/** Options whose values are their labels. */
export const choices = (...labels: string[]) => labels.map((label) => ({ label, value: label }));

import { z } from 'zod/mini';
import type { FieldDefinition, FormDefinition } from './definition';
import { parseIsoDate, toUsDate } from '@/lib/dates';
import { hasLineBreak } from '@/lib/platform/oneLine';
import { addIssue } from './issues';
import { checkboxRule, emailRule, phoneRule, selectRule, textareaRule, textRule } from './rules';
import { engineMessages } from './messages';
import {
  maxLengthOf,
  shownFields,
  isRequired,
  earliestDate,
  type FieldValue,
  type FormInput,
  type FormValues,
  type FormSchemaOptions,
} from './values';

/**
 * One zod schema per form, built from its definition with the shared field rules (rules.ts,
 * docs/rules/validation.md#field-rules). A field is checked only while it is shown; what passes
 * comes out cleaned (trimmed text, phone digits) and holds the shown fields only.
 */

function withMaxLength(rule: z.ZodMiniType<string, string>, field: FieldDefinition) {
  const max = maxLengthOf(field);
  return max === undefined
    ? rule
    : z.pipe(rule, z.string().check(z.maxLength(max, engineMessages.tooLong(max))));
}

/** A set date must be a real day no earlier than the field's earliest; a required one must be set. */
function dateRule(field: FieldDefinition, required: boolean, today: Date) {
  const earliest = earliestDate(field, today);
  return z.string().check(
    z.trim(),
    z.superRefine((value, context) => {
      if (hasLineBreak(value)) {
        context.addIssue({ code: 'custom', message: engineMessages.oneLine });
      } else if (value === '' ? required : parseIsoDate(value) === undefined) {
        context.addIssue({ code: 'custom', message: engineMessages.required });
      } else if (value !== '' && earliest !== undefined && value < earliest) {
        // Real ISO days compare as text in calendar order.
        context.addIssue({
          code: 'custom',
          message: engineMessages.dateTooEarly(toUsDate(earliest)),
        });
      }
    }),
  );
}

/** A choice must be one the field offers (a tampered page could send any text). */
function choiceRule(field: FieldDefinition, required: boolean) {
  const offered = new Set((field.options ?? []).map((option) => option.value));
  return selectRule({ required }).check(
    z.refine((value) => value === '' || offered.has(value), {
      message: engineMessages.required,
    }),
  );
}

function ruleFor(
  field: FieldDefinition,
  required: boolean,
  options: FormSchemaOptions,
): z.ZodMiniType<FieldValue, unknown> {
  switch (field.type) {
    case 'tel':
      return phoneRule({ required });
    case 'email':
      return options.skipEmailRule
        ? withMaxLength(textRule({ required }), field)
        : withMaxLength(emailRule(), field);
    case 'select':
    case 'radio':
      return choiceRule(field, required);
    case 'date':
      return dateRule(field, required, options.today);
    case 'checkbox':
      return checkboxRule({ required });
    case 'text':
      return withMaxLength(textRule({ required }), field);
    case 'textarea':
      return withMaxLength(textareaRule({ required }), field);
  }
}

const inputSchema = z.record(z.string(), z.union([z.string(), z.boolean()]));

export function buildFormSchema(definition: FormDefinition, options: FormSchemaOptions) {
  return z.pipe(
    inputSchema,
    z.transform((input: FormInput, context): FormValues => {
      const values: FormValues = {};
      const failed = new Set<string>();
      for (const field of shownFields(definition, input)) {
        const fallback = field.type === 'checkbox' ? false : '';
        const result = ruleFor(field, isRequired(field, input), options).safeParse(
          input[field.name] ?? fallback,
        );
        if (result.success) {
          values[field.name] = result.data;
          continue;
        }
        failed.add(field.name);
        const message = result.error.issues[0]?.message ?? engineMessages.required;
        addIssue(context, {
          code: 'custom',
          path: [field.name],
          message: field.errorMsg ?? message,
        });
      }
      const extra = options.validate?.(values, options.today) ?? {};
      for (const [name, message] of Object.entries(extra)) {
        if (message === undefined || failed.has(name) || !(name in values)) continue;
        failed.add(name);
        addIssue(context, { code: 'custom', path: [name], message });
      }
      return failed.size > 0 ? z.NEVER : values;
    }),
  );
}

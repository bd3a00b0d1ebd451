import type { FormDefinition } from '@/forms/engine/definition';
import { fieldMessages } from '@/forms/engine/messages';
import { buildFormSchema } from '@/forms/engine/schema';
import type { FormEntry, LocationGroup } from '@/forms/engine/types';
import { shownFields, type FormInput } from '@/forms/engine/values';
import { earliestGuestToday, fromUsDate } from '@/lib/dates';
import { hasLineBreak } from '@/lib/platform/oneLine';

/**
 * Whether a form model (a form's whole set of fields, as a mail-send or a virtual experience
 * request carries it: forms/enquiries/mail.ts `formModel`) is one the form itself could have sent.
 * The route handlers run the browser's rules again, so a scripted request can send nothing the
 * form would refuse.
 */

/** Field name → messages, as a route handler's 400 answer carries them. */
type FormModelErrors = Record<string, string[]>;

type ModelValue = string | boolean | number;

/** Only a scripted request sends a date the form did not write. */
const MALFORMED_DATE = 'Expected a date as MM/DD/YYYY.';
const NOT_ASKED = 'Not asked with these answers.';
/** The form sends every field but a checkbox as text, a checkbox as true or false. */
const NOT_TEXT = 'Expected text.';
const NOT_TRUE_OR_FALSE = 'Expected true or false.';

/**
 * What the form could not have sent in a field whatever its rules: a value of another type (a
 * number where it sends text), or a line break in a field that is not a textarea.
 */
function malformedValue(field: FormDefinition[number], value: ModelValue): string | undefined {
  if (field.type === 'checkbox') return typeof value === 'boolean' ? undefined : NOT_TRUE_OR_FALSE;
  if (typeof value !== 'string') return NOT_TEXT;
  return field.type !== 'textarea' && hasLineBreak(value) ? fieldMessages.oneLine : undefined;
}

/**
 * The model as the form's inputs held it, dates back from MM/DD/YYYY. A number (refused by
 * malformedValue) goes in as text, so that the other fields are still checked alongside it.
 */
function inputOf(model: Readonly<Record<string, ModelValue>>, dates: ReadonlySet<string>) {
  const input: FormInput = {};
  const malformedDates: string[] = [];
  for (const [name, value] of Object.entries(model)) {
    if (typeof value === 'boolean') input[name] = value;
    else if (!dates.has(name)) input[name] = String(value);
    else {
      input[name] = fromUsDate(String(value));
      if (input[name] === '' && value !== '') malformedDates.push(name);
    }
  }
  return { input, malformedDates };
}

const dateFields = (definition: FormDefinition) =>
  new Set(definition.filter((field) => field.type === 'date').map((field) => field.name));

export function formModelErrors(
  entry: Pick<FormEntry, 'fields' | 'rules'>,
  model: Readonly<Record<string, ModelValue>>,
  locationGroups: readonly LocationGroup[],
  now: Date = new Date(),
): FormModelErrors | undefined {
  const context = { locationGroups };
  // Options may follow the values (a time list that depends on the day), so the fields are read
  // once for the dates and again for the values they hold.
  const firstRead = entry.fields(context, inputOf(model, new Set()).input);
  const { input, malformedDates } = inputOf(model, dateFields(firstRead));
  const definition = entry.fields(context, input);

  const errors: FormModelErrors = {};
  const known = new Set(definition.map((field) => field.name));
  for (const name of Object.keys(model)) {
    if (!known.has(name)) errors[name] = ['Unknown field.'];
  }
  for (const name of malformedDates) errors[name] = [MALFORMED_DATE];
  // The form sends a field it does not show empty; filled, it was not the form that sent it.
  const shown = new Set(shownFields(definition, input).map((field) => field.name));
  for (const field of definition) {
    const value = input[field.name];
    if (!shown.has(field.name) && value !== undefined && value !== '' && value !== false) {
      errors[field.name] = [NOT_ASKED];
    }
  }
  const today = earliestGuestToday(now);
  const checked = buildFormSchema(definition, { ...entry.rules, today }).safeParse(input);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (!malformedDates.includes(name)) (errors[name] ??= []).push(issue.message);
    }
  }
  // Said instead of what the rules made of the value, which is not what the guest typed.
  for (const field of definition) {
    const value = model[field.name];
    const malformed = value === undefined ? undefined : malformedValue(field, value);
    if (malformed) errors[field.name] = [malformed];
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

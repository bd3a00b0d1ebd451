import type { Locale } from '@/lib/i18n/locales';
import type { FieldDefinition, FormDefinition } from './definition';
import type { FormValues } from './values';
import { maxLengthOf } from './values';

/**
 * What a center reads in a request sent from a page in another language than English, so it can
 * call the family back in theirs. Written for the center's staff, in the family's language.
 */
export const LANGUAGE_NOTES: Partial<Record<Locale, string>> = { es: 'Idioma: español' };

/** Between the guest's words and the note. */
const SEPARATOR = '\n\n';

/** The form's free text (its last textarea), where the note goes: payloads keep their shape. */
function noteField(definition: FormDefinition): FieldDefinition | undefined {
  return definition.findLast((field) => field.type === 'textarea');
}

/**
 * The form as a guest on a page in `locale` fills it: the free text leaves room for the language
 * note, so the note never pushes the guest's words past what the platform takes.
 */
export function withRoomForLanguageNote(
  definition: FormDefinition,
  locale: Locale,
): FormDefinition {
  const note = LANGUAGE_NOTES[locale];
  const field = noteField(definition);
  const max = field && maxLengthOf(field);
  if (!note || !field || max === undefined) return definition;
  const room = { ...field, maxLength: max - note.length - SEPARATOR.length };
  return definition.map((candidate) => (candidate === field ? room : candidate));
}

/** The values to send: the free text ends with the language note on a page in another language. */
export function withLanguageNote(
  values: FormValues,
  definition: FormDefinition,
  locale: Locale,
): FormValues {
  const note = LANGUAGE_NOTES[locale];
  const field = noteField(definition);
  if (!note || !field) return values;
  const text = values[field.name];
  const words = typeof text === 'string' ? text.trim() : '';
  return { ...values, [field.name]: words ? `${words}${SEPARATOR}${note}` : note };
}

import 'server-only';

/** Field values keyed by locale code, as in an export and in the delivery API's `locale=*`. */
export type LocalizedFields = Record<string, Record<string, unknown>>;

/** A value editors write in words, and so translate: text, a list of texts, rich text. */
function isWords(value: unknown): boolean {
  if (typeof value === 'string') return true;
  if (Array.isArray(value))
    return value.length > 0 && value.every((item) => typeof item === 'string');
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { nodeType?: unknown }).nodeType === 'document'
  );
}

/**
 * One locale's values of an entry's fields; a field missing in that locale takes the default
 * locale's value, as Contentful's fallback does. Read in another locale than the default, an entry
 * with words says which locale they are in (`wordsLocale`): that locale when any of them is
 * translated, the default when none is, so the page can mark the part it shows as English. A
 * translated `heading` also gives its default-locale words (`defaultHeading`): a section's anchor
 * comes from its heading, and links to `#choose-your-party` must find the section in every
 * language.
 */
export function flattenFields(
  fields: LocalizedFields,
  locale: string,
  defaultLocale: string,
): { fields: Record<string, unknown>; wordsLocale?: string; defaultHeading?: string } {
  const flat: Record<string, unknown> = {};
  let words = 0;
  let translatedWords = 0;
  for (const [name, values] of Object.entries(fields)) {
    const own = values[locale];
    const value = own !== undefined ? own : values[defaultLocale];
    if (value === undefined) continue;
    flat[name] = value;
    if (isWords(value)) {
      words += 1;
      if (own !== undefined) translatedWords += 1;
    }
  }
  if (locale === defaultLocale || words === 0) return { fields: flat };
  const defaultHeading = fields.heading?.[defaultLocale];
  return {
    fields: flat,
    wordsLocale: translatedWords > 0 ? locale : defaultLocale,
    ...(typeof defaultHeading === 'string' && defaultHeading !== flat.heading
      ? { defaultHeading }
      : {}),
  };
}

import { DEFAULT_CMS_LOCALE } from '@/lib/i18n/locales';

/**
 * Whether a section read in another language shows only English words: its entry and the entries
 * it links to have words, and none of them is translated yet (lib/cms/localize.ts), so the page
 * marks it `lang="en"` for screen readers. A section with any translated entry stays unmarked.
 */
export function shownInDefaultLocale(section: unknown): boolean {
  let untranslated = false;
  let translated = false;
  const visit = (value: unknown): void => {
    if (translated || typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    const { sys, fields } = value as {
      sys?: { type?: unknown; wordsLocale?: unknown };
      fields?: unknown;
    };
    if (sys?.type === 'Entry' && typeof sys.wordsLocale === 'string') {
      if (sys.wordsLocale === DEFAULT_CMS_LOCALE) untranslated = true;
      else translated = true;
    }
    if (sys?.type === 'Entry' || sys?.type === 'Asset') {
      visit(fields);
      return;
    }
    Object.values(value).forEach(visit);
  };
  visit(section);
  return untranslated && !translated;
}

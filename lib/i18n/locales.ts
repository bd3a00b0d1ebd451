/**
 * The site's languages and how addresses carry them: English pages have no prefix (`/locations/`),
 * Spanish ones live under `/es/` (`/es/locations/`), with the same slugs. No React and no
 * catalogue here, so the browser may use it too (the language switch, links in islands).
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  (LOCALES as readonly unknown[]).includes(value);

/** The other language than `locale`: where the language switch leads. */
export const otherLocale = (locale: Locale): Locale =>
  LOCALES.find((other) => other !== locale) ?? locale;

/** The CMS's locale for each language (Contentful's es-US falls back to en-US field by field). */
export const CMS_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** The CMS's default locale, where every field falls back. */
export const DEFAULT_CMS_LOCALE = CMS_LOCALES[DEFAULT_LOCALE];

/**
 * The language of an entry's words, from the CMS locale they are in (`sys.wordsLocale`, set when
 * an entry is read in another language than the default): English when unknown.
 */
export function languageOfWords(cmsLocale: string | undefined): Locale {
  return LOCALES.find((locale) => CMS_LOCALES[locale] === cmsLocale) ?? DEFAULT_LOCALE;
}

/** BCP 47 tags for dates, numbers and Open Graph: the chain's guests are in the United States. */
export const REGION_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** The cookie that remembers a guest's chosen language, read by the server and the browser. */
export const LANGUAGE_COOKIE = 'language';

/** Addresses that are not pages (route handlers, files): they have one address in every language. */
const SHARED_PREFIXES = ['/api/', '/cms-assets/', '/_next/'];

function isPagePath(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  if (SHARED_PREFIXES.some((prefix) => href.startsWith(prefix))) return false;
  // A file (`/menu.pdf`, `/icon.svg`) is not a page.
  const path = href.split(/[?#]/)[0] ?? '';
  return !/\.[a-z0-9]+$/i.test(path);
}

/** `/es/…`, or `/en/…`: the address a page is built at before the rewrite serves it without one. */
const LOCALE_PREFIX = new RegExp(`^/(${LOCALES.join('|')})(?=[/?#]|$)`);

/** The language an address is in: Spanish under `/es/`, English otherwise. */
export function localeOfPath(pathname: string): Locale {
  const prefix = LOCALE_PREFIX.exec(pathname)?.[1];
  return isLocale(prefix) ? prefix : DEFAULT_LOCALE;
}

/** The address without its language prefix: `/es/locations/` → `/locations/`. */
export function pathWithoutLocale(href: string): string {
  const rest = href.replace(LOCALE_PREFIX, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * A site address in a language: a page address gets `/es` in Spanish and loses it in English;
 * anything else (another site, an anchor on the same page, a file, a route handler) is unchanged.
 */
export function localizedHref(href: string, locale: Locale): string {
  if (!isPagePath(href)) return href;
  const path = pathWithoutLocale(href);
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;
}

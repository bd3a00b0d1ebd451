import { LANGUAGE_COOKIE, isLocale, type Locale } from './locales';

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the language a guest chose, for a year, where the server can read it too. */
export function rememberLanguage(locale: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${A_YEAR_IN_SECONDS}; samesite=lax`;
}

/** The language the guest chose, if they did. */
export function rememberedLanguage(): Locale | undefined {
  const value = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  return isLocale(value) ? value : undefined;
}

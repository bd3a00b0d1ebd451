import { locale } from 'next/root-params';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n';

/**
 * The language of the page being rendered: the root segment `app/[locale]`, read anywhere on the
 * server without passing it down. Only `en` and `es` reach it (next.config.ts rewrites).
 * Kept apart from lib/i18n/index.ts: `next/root-params` exists only inside Next's compiler, so a
 * module a unit test imports must not import it.
 */
export async function pageLocale(): Promise<Locale> {
  const value = await locale();
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

import 'server-only';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { DEFAULT_LOCALE, type Locale } from './locales';

export * from './locales';

/*
 * The message catalogues (messages/*.json): every interface text the code writes, in English and
 * Spanish, ICU-formatted. Messages stay on the server: a server component asks for its
 * namespace's translator; a client island receives the texts it shows as props, so no catalogue
 * reaches the browser.
 */

/** The Spanish catalogue must hold every English message: a missing one fails the type check. */
const CATALOGUES = { en, es } satisfies Record<Locale, typeof en>;

export type Messages = typeof en;
export type Namespace = keyof Messages;

/** The messages of one namespace in a language, formatted by key: `t('rightsReserved', {…})`. */
export function translator<N extends Namespace>(namespace: N, locale: Locale = DEFAULT_LOCALE) {
  return createTranslator({ locale, messages: CATALOGUES[locale] as Messages, namespace });
}

import 'server-only';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import enForms from '@/messages/en/Forms.json';
import esForms from '@/messages/es/Forms.json';
import enFormTexts from '@/messages/en/FormTexts.json';
import esFormTexts from '@/messages/es/FormTexts.json';
import enSeasonPass from '@/messages/en/SeasonPass.json';
import esSeasonPass from '@/messages/es/SeasonPass.json';
import enBirthday from '@/messages/en/Birthday.json';
import esBirthday from '@/messages/es/Birthday.json';
import enCenterSearch from '@/messages/en/CenterSearch.json';
import esCenterSearch from '@/messages/es/CenterSearch.json';
import enOpenNow from '@/messages/en/OpenNow.json';
import esOpenNow from '@/messages/es/OpenNow.json';
import enErrorPage from '@/messages/en/ErrorPage.json';
import enPlatform from '@/messages/en/Platform.json';
import esPlatform from '@/messages/es/Platform.json';
import esErrorPage from '@/messages/es/ErrorPage.json';
import { DEFAULT_LOCALE, type Locale } from './locales';
import * as eventsAndSchools from './namespaces/eventsAndSchools';
import * as findALocation from './namespaces/findALocation';
import * as foodAndDelivery from './namespaces/foodAndDelivery';
import * as contentBlocks from './namespaces/contentBlocks';
import { sayer, type Say, type Translations } from './say';

export * from './locales';

/*
 * The message catalogues (messages/*.json): every interface text the code writes, in English and
 * Spanish, ICU-formatted. Messages stay on the server: a server component asks for its
 * namespace's translator; a client island receives the texts it shows as props, so no catalogue
 * reaches the browser.
 */

/**
 * What the browser's islands show, a file per namespace (messages/<language>/<Namespace>.json),
 * so that an island's English bundles its own namespace and no other. The blocks' namespaces are
 * registered by area in ./namespaces.
 */
const ISLAND_CATALOGUES = {
  en: {
    Forms: enForms,
    FormTexts: enFormTexts,
    SeasonPass: enSeasonPass,
    Birthday: enBirthday,
    CenterSearch: enCenterSearch,
    OpenNow: enOpenNow,
    ErrorPage: enErrorPage,
    Platform: enPlatform,
    ...findALocation.en,
    ...foodAndDelivery.en,
    ...eventsAndSchools.en,
    ...contentBlocks.en,
  },
  es: {
    Forms: esForms,
    FormTexts: esFormTexts,
    SeasonPass: esSeasonPass,
    Birthday: esBirthday,
    CenterSearch: esCenterSearch,
    OpenNow: esOpenNow,
    ErrorPage: esErrorPage,
    Platform: esPlatform,
    ...findALocation.es,
    ...foodAndDelivery.es,
    ...eventsAndSchools.es,
    ...contentBlocks.es,
  },
} satisfies Record<
  Locale,
  {
    Forms: typeof enForms;
    FormTexts: typeof enFormTexts;
    SeasonPass: typeof enSeasonPass;
    Birthday: typeof enBirthday;
    CenterSearch: typeof enCenterSearch;
    OpenNow: typeof enOpenNow;
    ErrorPage: typeof enErrorPage;
    Platform: typeof enPlatform;
  } & typeof findALocation.en &
    typeof foodAndDelivery.en &
    typeof eventsAndSchools.en &
    typeof contentBlocks.en
>;

/** The Spanish catalogue must hold every English message: a missing one fails the type check. */
export const CATALOGUES = {
  en: { ...en, ...ISLAND_CATALOGUES.en },
  es: { ...es, ...ISLAND_CATALOGUES.es },
} satisfies Record<Locale, typeof en & typeof ISLAND_CATALOGUES.en>;

export type Messages = (typeof CATALOGUES)['en'];
export type Namespace = keyof Messages;
export type IslandNamespace = keyof (typeof ISLAND_CATALOGUES)['en'];

/** What every form says: the engine's messages, the platform's own words, the fields' texts. */
export const FORM_NAMESPACES: readonly IslandNamespace[] = ['Forms', 'Platform', 'FormTexts'];

/** The messages of one namespace in a language, formatted by key: `t('rightsReserved', {…})`. */
export function translator<N extends Namespace>(namespace: N, locale: Locale) {
  const key = `${locale} ${namespace}`;
  let made = translators.get(key) as Translator<N> | undefined;
  if (!made) {
    made = createTranslator({ locale, messages: CATALOGUES[locale] as Messages, namespace });
    translators.set(key, made);
  }
  return made;
}

type Translator<N extends Namespace> = ReturnType<typeof createTranslator<Messages, N>>;

/*
 * Made once per namespace and language: components ask for theirs per item (a food menu asks for
 * two hundred), and the catalogue never changes while the server runs.
 */
const translators = new Map<string, unknown>();

/**
 * What an island needs to speak the page's language (lib/i18n/say.ts): its namespaces' messages
 * as [English, translation] pairs; nothing on an English page, whose islands show the English
 * they bundle.
 */
export function islandTranslations(
  namespaces: readonly IslandNamespace[],
  locale: Locale,
): Translations {
  if (locale === DEFAULT_LOCALE) return [];
  return namespaces.flatMap((namespace) => {
    const english: Record<string, string> = ISLAND_CATALOGUES.en[namespace];
    const translated: Record<string, string> = ISLAND_CATALOGUES[locale][namespace];
    return Object.entries(english).map(([key, message]) => [message, translated[key]!] as const);
  });
}

/**
 * How a server-rendered text made of islands' words speaks (an opening-hours row, a note shown
 * beside an island): the namespaces' pairs as `say`, and the language for dates.
 */
export function speechOf(
  namespaces: readonly IslandNamespace[],
  locale: Locale,
): { say: Say; locale: Locale } {
  const key = `${locale} ${namespaces.join(' ')}`;
  let speech = speeches.get(key);
  if (!speech) {
    speech = { say: sayer(islandTranslations(namespaces, locale)), locale };
    speeches.set(key, speech);
  }
  return speech;
}

/** Made once per set of namespaces and language, as the translators are. */
const speeches = new Map<string, { say: Say; locale: Locale }>();

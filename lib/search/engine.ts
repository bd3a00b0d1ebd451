import MiniSearch from 'minisearch';
import { nearestCenters, originFor, type CenterChoice } from '@/lib/centers/nearest';
import type { Locale } from '@/lib/i18n/locales';
import { excerptOf, highlighted, normalizeWord, type Highlighted } from './highlight';

/** What a result is, as guests name it ('Center', 'Menu item'): the catalogue's `Search` keys. */
export const RESULT_KINDS = [
  'page',
  'news',
  'story',
  'event',
  'package',
  'experience',
  'center',
  'menuItem',
] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

/** One thing the site can find: its words by weight, and where it is. */
export interface SearchDocument {
  id: string;
  kind: ResultKind;
  title: string;
  /** A site path, in the default language's form (links add the page's language). */
  href: string;
  /** Names a guest may search it by that its text may not say: a center's city, state and ZIP. */
  keywords: string;
  /** The line that says what it is: a description, an excerpt, an address. */
  summary: string;
  body: string;
  /** A center's place, so that a ZIP code finds the centers near it. */
  place?: CenterChoice;
}

export interface SearchResult {
  document: Pick<SearchDocument, 'id' | 'kind' | 'href'>;
  title: Highlighted;
  excerpt: Highlighted;
  /** For a center found near the ZIP code searched for: how far from it, in miles. */
  distanceMiles?: number;
}

export interface SiteSearch {
  search(query: string, limit?: number): SearchResult[];
  /** How many documents the index holds. */
  size: number;
}

/** A title match counts most, then the names a thing goes by, then its summary, then its body. */
const BOOSTS = { title: 5, keywords: 3, summary: 1.5, body: 1 };

/** Words too common to find anything by, in either language. */
const STOP_WORDS: Record<Locale, Set<string>> = {
  en: new Set(
    'a an and are at be by for from in is it of on or our the to we with you your'.split(' '),
  ),
  es: new Set('a al con de del el en es la las lo los o para por se su sus tu un una y'.split(' ')),
};

/** A ZIP code, or ZIP+4: it finds the centers near it as well as the one it names. */
const ZIP_CODE = /^\d{5}(?:-?\d{4})?$/;

/** Centers within reach of a ZIP code listed after the text matches, nearest first. */
const NEARBY_CENTERS = 5;

/**
 * The site's search over `documents` in one language: prefix and typo tolerant (one letter off in
 * words of four letters or more, two in long ones; digits only as typed or their start), ranked by
 * the field a word is found in (BM25 within a field), with the matched words marked.
 */
export function buildSiteSearch(documents: readonly SearchDocument[], locale: Locale): SiteSearch {
  const stopWords = STOP_WORDS[locale];
  const processTerm = (term: string) => {
    const word = normalizeWord(term);
    return word && !stopWords.has(word) ? word : null;
  };
  const engine = new MiniSearch<SearchDocument>({
    fields: ['title', 'keywords', 'summary', 'body'],
    processTerm,
    searchOptions: {
      boost: BOOSTS,
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 4 && !/\d/.test(term) ? 0.2 : false),
    },
  });
  engine.addAll(documents);
  const byId = new Map(documents.map((document) => [document.id, document]));
  const places = documents.flatMap((document) =>
    document.place ? [{ ...document.place, document }] : [],
  );

  function result(document: SearchDocument, words: Set<string>, distanceMiles?: number) {
    return {
      document: { id: document.id, kind: document.kind, href: document.href },
      title: highlighted(document.title, words),
      excerpt: excerptOf([document.summary, document.body], words),
      ...(distanceMiles !== undefined && { distanceMiles }),
    };
  }

  return {
    size: documents.length,
    search(query, limit = 20) {
      const found = engine.search(query).flatMap((hit) => {
        const document = byId.get(String(hit.id));
        return document ? [result(document, new Set(hit.terms))] : [];
      });
      if (!ZIP_CODE.test(query)) return found.slice(0, limit);
      const origin = originFor(query, places);
      const shown = new Set(found.map((hit) => hit.document.id));
      const nearby = origin
        ? nearestCenters(places, origin, { limit: NEARBY_CENTERS })
            .filter((center) => !shown.has(center.document.id))
            .map((center) => result(center.document, new Set(), center.distanceMiles))
        : [];
      return [...found, ...nearby].slice(0, limit);
    },
  };
}

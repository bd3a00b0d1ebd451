import 'server-only';
import { createHash } from 'node:crypto';
import { unstable_cache } from 'next/cache';
import { getAllPages, type ReadOptions } from '@/lib/cms';
import { CMS_CACHE_TAG, EVERY_PAGE_TAG, contentTypeTag, pageTag } from '@/lib/cms/cacheTags';
import { REVALIDATE_SECONDS } from '@/lib/cms/revalidation';
import { config } from '@/lib/config';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { searchDocuments } from './documents';
import { buildSiteSearch, type SearchDocument, type SiteSearch } from './engine';

/**
 * The tags of the CMS reads the documents are made of (lib/cms/index.ts), so that the publish
 * webhook (app/api/revalidate/), which expires the reads a change reaches, expires them too.
 */
const READ_TAGS = [
  CMS_CACHE_TAG,
  EVERY_PAGE_TAG,
  ...[
    'page',
    'center',
    'siteSettings',
    'event',
    'eventType',
    'eventSubcategory',
    'experience',
    'contentItem',
    'package',
    'foodItem',
    'menuCategory',
    'menuSection',
  ].map(contentTypeTag),
];

/** Next keeps at most this many tags on a cached read; pages beyond it wait for the hour. */
const MAX_TAGS = 128;

interface Collected {
  /** A digest of the documents: the index is built again only when they changed. */
  version: string;
  documents: SearchDocument[];
}

async function collect(options: ReadOptions): Promise<Collected> {
  const documents = await searchDocuments(options);
  const version = createHash('sha256').update(JSON.stringify(documents)).digest('base64url');
  return { version, documents };
}

/** The embedded content's documents of each language, read once per server process. */
const embedded = new Map<Locale, Promise<Collected>>();

/**
 * The published documents of one language. From Contentful they are cached as the reads are,
 * with the tags of every read (each page's own among them): when a publish expires one, the
 * documents are read again, and their reads then come from the CMS, not the cache (Next reads
 * afresh inside a cached function being renewed). The embedded content changes only with a
 * deploy, which starts a new server, or with an edit in development, where it is read for every
 * search.
 */
async function publishedDocuments(locale: Locale): Promise<Collected> {
  if (!config().contentful) {
    if (process.env.NODE_ENV === 'development') return collect({ locale });
    let kept = embedded.get(locale);
    if (!kept) {
      kept = collect({ locale });
      embedded.set(locale, kept);
      kept.catch(() => embedded.delete(locale));
    }
    return kept;
  }
  const pages = await getAllPages({ locale });
  const tags = [...READ_TAGS, ...pages.map((page) => pageTag(page.slug, page.type))];
  return unstable_cache(() => collect({ locale }), ['search-documents', locale], {
    tags: tags.slice(0, MAX_TAGS),
    revalidate: REVALIDATE_SECONDS,
  })();
}

/** The index of each language, kept while its documents stay the same. */
const built = new Map<Locale, { version: string; search: SiteSearch }>();

/**
 * The site search in the page's language: built from the published content once and kept until
 * a publish (or the hourly revalidation) changes what it is built from; in draft mode, built
 * afresh from the drafts for each search and never kept.
 */
export async function siteSearch({
  draft = false,
  locale = DEFAULT_LOCALE,
}: ReadOptions = {}): Promise<SiteSearch> {
  if (draft) return buildSiteSearch(await searchDocuments({ draft, locale }), locale);
  const { version, documents } = await publishedDocuments(locale);
  const kept = built.get(locale);
  if (kept?.version === version) return kept.search;
  const search = buildSiteSearch(documents, locale);
  built.set(locale, { version, search });
  return search;
}

export { buildSiteSearch, RESULT_KINDS } from './engine';
export type { ResultKind, SearchDocument, SearchResult, SiteSearch } from './engine';
export type { Highlighted } from './highlight';
export { MAX_QUERY_LENGTH, searchQuery } from './query';

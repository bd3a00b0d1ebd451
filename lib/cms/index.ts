import 'server-only';
import { unstable_cache } from 'next/cache';
import { z } from 'zod';
import { siteNow } from '@/lib/clock';
import { config } from '@/lib/config';
import { CMS_LOCALES, DEFAULT_CMS_LOCALE, DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { log } from '@/lib/log';
import { redirectFields, type Redirect } from '@/lib/redirects';
import { toArticles, type Article } from './articles';
import { CMS_CACHE_TAG, EVERY_PAGE_TAG, contentTypeTag, pageTag } from './cacheTags';
import { contentfulEntries } from './contentful';
import { toEvents, type SiteEvent } from './events';
import { EXPERIENCE_CONTENT_TYPE, toExperiences, type Experience } from './experiences';
import { localEntries } from './local';
import { REVALIDATE_SECONDS, renderAgainAt } from './revalidation';
import { nextEdge } from './schedule';
import { toSeasonPassSales, type SeasonPassSale } from './seasonPassSales';
import { toPage, pagePath, type Page } from './page';
import { toSiteSettings } from './siteSettings';
import { createContentSource, type ContentSource } from './source';

export interface ReadOptions {
  /** Draft mode: editors preview unpublished content (Contentful's preview API), never cached. */
  draft?: boolean;
  /** The page's language: its CMS locale, each field falling back to English (en by default). */
  locale?: Locale;
}

/** The content source chosen by the environment: Contentful when configured, else `content/`. */
export function contentSource({
  draft = false,
  locale = DEFAULT_LOCALE,
}: ReadOptions = {}): ContentSource {
  const contentful = config().contentful;
  const cmsLocale = CMS_LOCALES[locale];
  if (!contentful) return createContentSource(localEntries(undefined, { locale: cmsLocale }));
  const preview = draft && Boolean(contentful.previewToken);
  const apiUrl = preview ? contentful.previewUrl : contentful.deliveryUrl;
  const api = apiUrl ? new URL(apiUrl) : undefined;
  return createContentSource(
    contentfulEntries({
      space: contentful.space,
      environment: contentful.environment,
      accessToken: preview ? contentful.previewToken! : contentful.deliveryToken,
      preview,
      ...(api && { host: api.host, insecure: api.protocol === 'http:' }),
      // The SDK's default of five retries would keep a guest waiting for a minute when the CMS is down.
      retryLimit: 2,
      locale: cmsLocale,
      defaultLocale: DEFAULT_CMS_LOCALE,
    }),
  );
}

/**
 * A getter over `read`, cached with `tags` (lib/cms/cacheTags.ts) when published. Tags that
 * depend on the arguments (a page's slug) are given as a function of them.
 */
function cachedUnlessDraft<Args extends unknown[], Result>(
  key: string,
  tags: string[] | ((...args: Args) => string[]),
  read: (source: ContentSource, ...args: Args) => Promise<Result>,
) {
  const published = (locale: Locale, args: Args) =>
    unstable_cache((...same: Args) => read(contentSource({ locale }), ...same), [key, locale], {
      tags: [CMS_CACHE_TAG, ...(typeof tags === 'function' ? tags(...args) : tags)],
      revalidate: REVALIDATE_SECONDS,
    })(...args);
  // The embedded content is read from memory (re-read when a file changes), so only Contentful
  // reads go through the data cache; a cached local read would outlive edits and rebuilds.
  return (args: Args, { draft = false, locale = DEFAULT_LOCALE }: ReadOptions = {}) =>
    draft || !config().contentful
      ? read(contentSource({ draft, locale }), ...args)
      : published(locale, args);
}

/*
 * Every getter takes the render context's options last, and they may be left out: a published
 * read is the default.
 */

const readPage = cachedUnlessDraft(
  'page',
  (slug: string, type: string) => [EVERY_PAGE_TAG, pageTag(slug, type)],
  async (source, slug: string, type: string) => toPage(await source.page(slug, type)),
);

/** The page with this slug and type, or null when there is none. */
export function getPage(slug: string, type: string, options?: ReadOptions): Promise<Page | null> {
  return readPage([slug, type], options);
}

const readSiteSettings = cachedUnlessDraft(
  'site-settings',
  [contentTypeTag('siteSettings')],
  async (source) => toSiteSettings(await source.siteSettings()),
);

export const getSiteSettings = (options?: ReadOptions) => readSiteSettings([], options);

/** Every publishable page with its path, for the sitemap and static generation. */
const readAllPages = cachedUnlessDraft('all-pages', [contentTypeTag('page')], async (source) => {
  const entries = await source.entries('page', { limit: 1000 });
  return entries.flatMap((entry) => {
    const page = toPage(entry);
    const path = page && pagePath(page);
    return page && path
      ? [{ slug: page.slug, type: page.type, path, updatedAt: page.updatedAt }]
      : [];
  });
});

export const getAllPages = (options?: ReadOptions) => readAllPages([], options);

const readCenterEntries = cachedUnlessDraft('centers', [contentTypeTag('center')], (source) =>
  source.centers(),
);

export const getCenterEntries = (options?: ReadOptions) => readCenterEntries([], options);

const readPackageEntries = cachedUnlessDraft('packages', [contentTypeTag('package')], (source) =>
  source.entries('package', { limit: 200 }),
);

/** Every birthday and virtual package entry, for screens that list packages outside a page. */
export const getPackageEntries = (options?: ReadOptions) => readPackageEntries([], options);

const readEvents = cachedUnlessDraft('events', [contentTypeTag('event')], async (source) =>
  toEvents(await source.entries('event', { limit: 500 })),
);

/** Every event package, in the CMS's order: the /events/ cards and the event detail pages. */
export const getEvents = (options?: ReadOptions): Promise<SiteEvent[]> => readEvents([], options);

const readExperiences = cachedUnlessDraft(
  'experiences',
  [contentTypeTag(EXPERIENCE_CONTENT_TYPE)],
  async (source) => toExperiences(await source.entries(EXPERIENCE_CONTENT_TYPE, { limit: 100 })),
);

/** Every experience, in the CMS's order: the experience slider and the experience pages. */
export const getExperiences = (options?: ReadOptions): Promise<Experience[]> =>
  readExperiences([], options);

const readArticles = cachedUnlessDraft(
  'articles',
  [contentTypeTag('contentItem')],
  async (source) => toArticles(await source.entries('contentItem', { limit: 1000 })),
);

/** Every news article and story (content items with a body), newest first. */
export const getArticles = (options?: ReadOptions): Promise<Article[]> => readArticles([], options);

const readJobOpeningEntries = cachedUnlessDraft(
  'job-openings',
  [contentTypeTag('jobOpening')],
  (source) => source.entries('jobOpening', { limit: 200 }),
);

/** Every job opening entry, with its center resolved; the careers openings block parses them. */
export const getJobOpeningEntries = (options?: ReadOptions) => readJobOpeningEntries([], options);

const readMailSendKeys = cachedUnlessDraft(
  'mail-send-keys',
  [contentTypeTag('enquiryForm')],
  async (source) => {
    const entries = await source.entries('enquiryForm', { limit: 500 });
    return entries.flatMap((entry) => {
      const key = entry.fields.sendKey;
      return typeof key === 'string' && key.trim() !== '' ? [key.trim()] : [];
    });
  },
);

/** The send keys editors gave enquiry forms: where their mail may go besides a center. */
export const getMailSendKeys = (options?: ReadOptions) => readMailSendKeys([], options);

const readDishes = cachedUnlessDraft('dishes', [contentTypeTag('foodItem')], async (source) =>
  (await source.entries('foodItem', { limit: 1000 })).flatMap((entry) => {
    const { title, description, calories } = entry.fields;
    if (typeof title !== 'string' || title.trim() === '') return [];
    const text = (value: unknown) =>
      typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
    return [
      {
        id: entry.sys.id,
        title: title.trim(),
        description: text(description),
        calories: text(calories),
      },
    ];
  }),
);

/**
 * The food menu's dishes (its `foodItem` entries) by id: what another menu, the delivery menu,
 * names the same dish with.
 */
export const getDishes = (options?: ReadOptions) => readDishes([], options);

const readRedirects = cachedUnlessDraft('redirects', [contentTypeTag('redirect')], async (source) =>
  (await source.entries('redirect', { limit: 1000 })).flatMap((entry): Redirect[] => {
    const parsed = redirectFields.safeParse(entry.fields);
    if (parsed.success) return [parsed.data];
    log.warn(
      { entryId: entry.sys.id, reason: z.prettifyError(parsed.error) },
      'redirect skipped: it needs a retired site path and a site path or https address',
    );
    return [];
  }),
);

/**
 * The retired addresses editors keep (`redirect` entries), each with where it now leads; the
 * site applies those `redirectTable` (lib/redirects.ts) lets stand.
 */
export const getRedirects = (options?: ReadOptions) => readRedirects([], options);

const readSeasonPassSaleEntries = cachedUnlessDraft(
  'season-pass-sales',
  [contentTypeTag('seasonPassSale')],
  (source) => source.entries('seasonPassSale', { limit: 100 }),
);

/**
 * Every season's sale dates, the days on the site's clock. A published page that reads them is
 * rendered again when a sale starts or ends.
 */
export async function getSeasonPassSales(options?: ReadOptions): Promise<SeasonPassSale[]> {
  const [entries, { timeZone }] = await Promise.all([
    readSeasonPassSaleEntries([], options),
    getSiteSettings(options),
  ]);
  const sales = toSeasonPassSales(entries, timeZone);
  const now = siteNow();
  const windows = sales.map((sale) => sale.window);
  if (!options?.draft) await renderAgainAt(nextEdge(windows, now), now);
  return sales;
}

/** `/book/seasonpass/{variant}/`, as an editor writes a link to a season pass variant. */
const SEASON_PASS_VARIANT_LINK = /^\/book\/seasonpass\/([a-z0-9-]{1,40})\/?$/;

const readSeasonPassVariants = cachedUnlessDraft(
  'season-pass-variants',
  [contentTypeTag('navigationLink')],
  async (source) => {
    const links = await source.entries('navigationLink', { limit: 1000 });
    const variants = links.flatMap((link) => {
      const url = link.fields.url;
      const match = typeof url === 'string' ? SEASON_PASS_VARIANT_LINK.exec(url.trim()) : null;
      return match?.[1] ? [match[1]] : [];
    });
    return [...new Set(variants)];
  },
);

/**
 * The season pass variants editors link to (navigation links to `/book/seasonpass/{variant}/`):
 * the only variant addresses that are pages; any other name is not found.
 */
export const getSeasonPassVariants = (options?: ReadOptions) => readSeasonPassVariants([], options);

export { CMS_CACHE_TAG } from './cacheTags';
export { pagePath, HOME_SLUG, type Page } from './page';
export type { SiteEvent } from './events';
export type { Article, ArticleCard, ArticleSection } from './articles';
export type { Experience } from './experiences';
export type { SiteSettings } from './siteSettings';

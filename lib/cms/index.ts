import 'server-only';
import { unstable_cache } from 'next/cache';
import { config } from '@/lib/config';
import { contentfulEntries } from './contentful';
import { localEntries } from './local';
import { toPage, pagePath, type Page } from './page';
import { toSiteSettings } from './siteSettings';
import { createContentSource, type ContentSource } from './source';

/** Cache tag on everything read from the CMS; the revalidation webhook expires it. */
export const CMS_CACHE_TAG = 'cms';
const REVALIDATE_SECONDS = 3600;

export interface ReadOptions {
  /** Draft mode: editors preview unpublished content (Contentful's preview API), never cached. */
  draft?: boolean;
}

/** The content source chosen by the environment: Contentful when configured, else `content/`. */
export function contentSource({ draft = false }: ReadOptions = {}): ContentSource {
  const contentful = config().contentful;
  if (!contentful) return createContentSource(localEntries());
  const preview = draft && Boolean(contentful.previewToken);
  return createContentSource(
    contentfulEntries({
      space: contentful.space,
      environment: contentful.environment,
      accessToken: preview ? contentful.previewToken! : contentful.deliveryToken,
      preview,
      // The SDK's default of five retries would keep a guest waiting for a minute when the CMS is down.
      retryLimit: 2,
    }),
  );
}

function cachedUnlessDraft<Args extends unknown[], Result>(
  key: string,
  read: (source: ContentSource, ...args: Args) => Promise<Result>,
) {
  const published = unstable_cache((...args: Args) => read(contentSource(), ...args), [key], {
    tags: [CMS_CACHE_TAG],
    revalidate: REVALIDATE_SECONDS,
  });
  // The embedded content is read from memory (re-read when a file changes), so only Contentful
  // reads go through the data cache; a cached local read would outlive edits and rebuilds.
  return (options: ReadOptions, ...args: Args) =>
    options.draft || !config().contentful
      ? read(contentSource({ draft: options.draft }), ...args)
      : published(...args);
}

const readPage = cachedUnlessDraft('page', async (source, slug: string, type: string) =>
  toPage(await source.page(slug, type)),
);

/** The page with this slug and type (spec: getPage), or null when there is none. */
export function getPage(
  slug: string,
  type: string,
  options: ReadOptions = {},
): Promise<Page | null> {
  return readPage(options, slug, type);
}

export const getSiteSettings = cachedUnlessDraft('site-settings', async (source) =>
  toSiteSettings(await source.siteSettings()),
);

/** Every publishable page with its path, for the sitemap and static generation. */
export const getAllPages = cachedUnlessDraft('all-pages', async (source) => {
  const entries = await source.entries('page', { limit: 1000 });
  return entries.flatMap((entry) => {
    const page = toPage(entry);
    const path = page && pagePath(page);
    return page && path
      ? [{ slug: page.slug, type: page.type, path, updatedAt: page.updatedAt }]
      : [];
  });
});

export const getCenterEntries = cachedUnlessDraft('centers', (source) => source.centers());

/** Every birthday and virtual package entry, for screens that list packages outside a page. */
export const getPackageEntries = cachedUnlessDraft('packages', (source) =>
  source.entries('package', { limit: 200 }),
);

export { pagePath, HOME_SLUG, type Page } from './page';
export type { SiteSettings } from './siteSettings';

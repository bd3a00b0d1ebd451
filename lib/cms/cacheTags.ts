import 'server-only';

/*
 * The data cache's tags on published CMS reads, so that a publish expires only what it changed
 * (app/api/revalidate/, lib/cms/publishing.ts). Every read also carries CMS_CACHE_TAG, the whole
 * site, for changes whose reach is unknown (a content type's model).
 */

/** Every cached CMS read. */
export const CMS_CACHE_TAG = 'cms';

/** Every read of one CMS page, whatever its slug: needed when a page's slug is not known. */
export const EVERY_PAGE_TAG = 'cms:pages';

/** Reads that list the entries of one content type (events, centers, site settings, …). */
export const contentTypeTag = (contentType: string) => `cms:type:${contentType}`;

/** The read of one CMS page, by the address editors give it. */
export const pageTag = (slug: string, type: string) => `cms:page:${type}:${slug}`;

/**
 * How long browsers and the CDN keep a picture or document whose address does not change with its
 * content (the CMS assets, the site's own art in public/): a day, then a week served stale while
 * it is fetched again, so a changed file shows within a day.
 */
export const ASSET_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

import { expect, type APIRequestContext } from '@playwright/test';

/** The sitemap's pages and the means to fetch them all politely, for the tests that walk the site. */

/** Pages fetched at once: enough to be quick, few enough to leave the server room. */
const AT_ONCE = 4;

export async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += AT_ONCE) {
    results.push(...(await Promise.all(items.slice(start, start + AT_ONCE).map(work))));
  }
  return results;
}

export const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/**
 * The sitemap's pages as paths, and the public address of the site it names them under (links
 * to that address are the site's own).
 */
export async function sitemap(request: APIRequestContext) {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const urls = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => new URL(decodeEntities(url!)),
  );
  return { siteOrigin: urls[0]?.origin ?? '', paths: urls.map((url) => url.pathname) };
}

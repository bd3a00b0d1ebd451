import { expect, test } from '@playwright/test';
import { decodeEntities, inBatches, sitemap } from './sitemap';
import { jsonLdOf, structuredDataIssues } from './structuredData';

/**
 * Every page of the sitemap, fetched once (no browser page: the HTML the server sends is what
 * links, titles and structured data are made of): no link on any of them leads to a page that is
 * not there, no title carries the site's name twice ("Contact Us | Spark Alley | Spark Alley"),
 * the schema.org data search engines read is sound, and every page exists in English and Spanish
 * (`/es/…`), says which language it is in, names its twin and keeps its links in its language.
 */

const COMPANY = 'Spark Alley';
/** The site paths the page's links point to, without their fragment; other sites are left out. */
function internalLinks(html: string, siteOrigin: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map(([, href]) =>
    decodeEntities(href!),
  );
  return hrefs.flatMap((href) => {
    if (!href.startsWith('/') || href.startsWith('//')) {
      return href.startsWith(siteOrigin) ? [new URL(href).pathname] : [];
    }
    const url = new URL(href, 'http://site.test');
    return [`${url.pathname}${url.search}`];
  });
}

const titleOf = (html: string) => decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

const langOf = (html: string) => /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? '';

/** The page's language twins from its head: hreflang → path. */
function alternatesOf(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link\b[^>]*rel="alternate"[^>]*>/g)].map(([tag]) => tag);
  return Object.fromEntries(
    links.flatMap((tag) => {
      const hreflang = /hreflang="([^"]+)"/i.exec(tag)?.[1];
      const href = /href="([^"]+)"/.exec(tag)?.[1];
      return hreflang && href ? [[hreflang, new URL(decodeEntities(href)).pathname]] : [];
    }),
  );
}

const isSpanish = (path: string) => path === '/es/' || path.startsWith('/es/');
const englishTwin = (path: string) => (isSpanish(path) ? path.slice('/es'.length) : path);
/** Links that are not pages (route handlers, files) have one address in every language. */
const isPageLink = (link: string) =>
  !/^\/(api|cms-assets|_next)\//.test(link) && !/\.[a-z0-9]+$/i.test(link.split('?')[0]!);

test('every page of the sitemap links only to pages that exist, under a title naming the site once @desktop-only', async ({
  request,
}) => {
  test.slow();
  const { siteOrigin, paths } = await sitemap(request);
  expect(paths.length).toBeGreaterThan(40);

  const pages = await inBatches(paths, async (path) => {
    const response = await request.get(path);
    const html = await response.text();
    return {
      path,
      status: response.status(),
      lang: langOf(html),
      alternates: alternatesOf(html),
      title: titleOf(html),
      links: internalLinks(html, siteOrigin),
      structuredData: jsonLdOf(html).length,
      structuredDataIssues: await structuredDataIssues(html),
    };
  });

  expect(
    pages.filter((page) => page.status !== 200).map(({ path, status }) => `${path} ${status}`),
  ).toEqual([]);
  const doubled = pages.filter(({ title }) => {
    const parts = title.split(' | ');
    return (
      title === '' ||
      parts.filter((part) => part === COMPANY).length > 1 ||
      new Set(parts).size < parts.length
    );
  });
  expect(doubled.map(({ path, title }) => `${path}: "${title}"`)).toEqual([]);

  // Find a Location, 41 center pages, the careers openings, the Play Academy programme, articles.
  expect(pages.filter((page) => page.structuredData > 0).length).toBeGreaterThan(45);
  expect(
    pages.flatMap(({ path, structuredDataIssues: issues }) =>
      issues.map((issue) => `${path}: ${issue}`),
    ),
  ).toEqual([]);

  // Each language's pages say so, name both twins, and keep their links in their language.
  expect(
    pages
      .filter(({ path, lang }) => lang !== (isSpanish(path) ? 'es' : 'en'))
      .map(({ path, lang }) => `${path}: lang="${lang}"`),
  ).toEqual([]);
  const spanishPages = pages.filter(({ path }) => isSpanish(path));
  expect(spanishPages.length).toBe(pages.length / 2);
  expect(
    pages
      .filter(({ path, alternates }) => {
        const english = englishTwin(path);
        return (
          alternates.en !== english ||
          alternates.es !== `/es${english}` ||
          alternates['x-default'] !== english
        );
      })
      .map(({ path, alternates }) => `${path}: ${JSON.stringify(alternates)}`),
  ).toEqual([]);
  expect(
    spanishPages.flatMap(({ path, links }) =>
      links
        // The language switch leads to the English twin.
        .filter((link) => isPageLink(link) && !isSpanish(link) && link !== englishTwin(path))
        .map((link) => `${path} → ${link}`),
    ),
  ).toEqual([]);

  const linkedFrom = new Map<string, string>();
  for (const page of pages) {
    for (const link of page.links) if (!linkedFrom.has(link)) linkedFrom.set(link, page.path);
  }
  const known = new Set(paths);
  const unchecked = [...linkedFrom.keys()].filter((link) => !known.has(link));
  const broken = (
    await inBatches(unchecked, async (link) => {
      const response = await request.get(link, { maxRedirects: 5 });
      return response.status() === 404 ? [`${link} (linked from ${linkedFrom.get(link)})`] : [];
    })
  ).flat();
  expect(broken).toEqual([]);
});

test('a page that is not there answers 404 under its own title, in its language @desktop-only', async ({
  request,
}) => {
  const response = await request.get('/no-such-page-here/');
  expect(response.status()).toBe(404);
  expect(titleOf(await response.text())).toBe(`Page not found | ${COMPANY}`);
  const spanish = await request.get('/es/no-such-page-here/');
  expect(spanish.status()).toBe(404);
  expect(titleOf(await spanish.text())).toBe(`Página no encontrada | ${COMPANY}`);
});

test('English addresses have no prefix: /en/… leads to the address without it @desktop-only', async ({
  request,
}) => {
  const response = await request.get('/en/locations/?from=map', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(new URL(response.headers().location!, 'http://site.test').pathname).toBe('/locations/');
});

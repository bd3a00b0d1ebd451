import { expect, test } from '@playwright/test';
import { decodeEntities, inBatches, sitemap } from './sitemap';

/**
 * Every page of the sitemap, fetched once as HTML (no browser page), carries the card a shared
 * link shows (Open Graph and X), and every picture those cards name answers as a 1200 × 630
 * image, each address fetched once: English pages in English, Spanish ones (`/es/…`) in Spanish.
 */

/** The page's `<meta property|name="…" content="…">` pairs, first of each name. */
function metaOf(html: string): Record<string, string> {
  const tags = [...html.matchAll(/<meta\b[^>]*>/g)].map(([tag]) => tag);
  const pairs = tags.flatMap((tag) => {
    const name = /\s(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /\scontent="([^"]*)"/.exec(tag)?.[1];
    return name && content !== undefined ? [[name, decodeEntities(content)] as const] : [];
  });
  return Object.fromEntries(pairs.toReversed());
}

/** Width and height of a PNG or JPEG, read from its bytes; undefined for anything else. */
function imageSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG') {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  // A JPEG's size is in its start-of-frame segment (SOF0 to SOF15, less DHT, JPG and DAC).
  for (let at = 2; at + 9 < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    }
  }
  return undefined;
}

const REQUIRED = ['og:title', 'og:description', 'og:url', 'og:locale', 'og:image'];

test('every page of the sitemap has a share card whose picture is 1200 × 630 @desktop-only', async ({
  request,
}) => {
  test.slow();
  const { siteOrigin, paths } = await sitemap(request);
  expect(paths.length).toBeGreaterThan(40);
  expect(paths.filter((path) => path.startsWith('/es/')).length).toBeGreaterThan(20);

  const pages = await inBatches(paths, async (path) => {
    const response = await request.get(path);
    return { path, status: response.status(), meta: metaOf(await response.text()) };
  });
  expect(pages.filter((page) => page.status !== 200).map((page) => page.path)).toEqual([]);

  const problems = pages.flatMap(({ path, meta }) => {
    const spanish = path.startsWith('/es/');
    const missing = REQUIRED.filter((name) => !meta[name]?.trim());
    const wrong = [
      meta['twitter:card'] !== 'summary_large_image' && `twitter:card ${meta['twitter:card']}`,
      meta['og:url'] && new URL(meta['og:url']).pathname !== path && `og:url ${meta['og:url']}`,
      meta['og:locale'] !== (spanish ? 'es_US' : 'en_US') && `og:locale ${meta['og:locale']}`,
      (meta['og:image:width'] !== '1200' || meta['og:image:height'] !== '630') &&
        `og:image size ${meta['og:image:width']}×${meta['og:image:height']}`,
      !meta['og:image:alt']?.trim() && 'og:image:alt missing',
      // A picture the site draws is drawn in the page's language.
      meta['og:image']?.startsWith(siteOrigin) &&
        spanish !== new URL(meta['og:image']).pathname.startsWith('/es/share-image/') &&
        `og:image ${meta['og:image']} in the other language`,
    ].filter(Boolean);
    return [...missing.map((name) => `${name} missing`), ...wrong].map(
      (issue) => `${path}: ${issue}`,
    );
  });
  expect(problems).toEqual([]);

  // The site's own pictures are asked of this server; any other (Contentful's) where it lives.
  const pictures = [...new Set(pages.map(({ meta }) => meta['og:image']!))];
  const answers = await inBatches(pictures, async (picture) => {
    const address = picture.startsWith(siteOrigin) ? picture.slice(siteOrigin.length) : picture;
    const response = await request.get(address);
    const bytes = await response.body();
    return { picture, status: response.status(), type: response.headers()['content-type'], bytes };
  });
  expect(
    answers
      .map(({ picture, status, type, bytes }) => ({
        picture,
        status,
        type,
        size: imageSize(bytes),
      }))
      .filter(
        ({ status, type, size }) =>
          status !== 200 ||
          !/^image\/(png|jpeg)$/.test(type ?? '') ||
          size?.width !== 1200 ||
          size.height !== 630,
      ),
  ).toEqual([]);

  // A center's page has no picture of its own: its drawn title card speaks the page's language.
  const center = paths.find((path) => /^\/locations\/[a-z0-9-]+\/$/.test(path))!;
  const drawing = (path: string) => {
    const picture = pages.find((page) => page.path === path)?.meta['og:image'];
    return answers.find((answer) => answer.picture === picture)?.bytes;
  };
  expect(drawing(center)).toBeDefined();
  expect(drawing(`/es${center}`)!.equals(drawing(center)!)).toBe(false);
});

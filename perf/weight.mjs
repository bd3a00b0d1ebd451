import { gzipSync } from 'node:zlib';

/**
 * What one route weighs in a browser: the gzip bytes of every script it loads from navigation
 * until the network is idle, without scrolling or clicking, and its HTML with and without inline
 * scripts. Prefetches of linked routes (`_rsc` requests and the scripts their answers name) are
 * left out: they belong to the next page, not to this one.
 *
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} url
 */
export async function routeWeight(context, url) {
  const page = await context.newPage();
  await page.route(/[?&]_rsc=/, (route) => route.abort());
  const scripts = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      response.url(),
      response.body().then(
        (body) => gzipSync(body).length,
        () => 0,
      ),
    );
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  if (!response || response.status() !== 200)
    throw new Error(`${url} answered ${response?.status()}`);
  const html = (await response.body()).toString('utf8');
  const sizes = await Promise.all(scripts.values());
  await page.close();
  const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (sum, [, body]) => sum + Buffer.byteLength(body),
    0,
  );
  const htmlBytes = Buffer.byteLength(html);
  return {
    jsKb: sizes.reduce((sum, size) => sum + size, 0) / 1024,
    scripts: [...scripts.keys()].map((address) => new URL(address).pathname),
    htmlKb: htmlBytes / 1024,
    htmlOverMarkup: htmlBytes / (htmlBytes - inline),
  };
}

import { gzipSync } from 'node:zlib';

/**
 * Set with `performance.mark` by code that waits until the page is interactive (the window's load
 * event, then an idle period) before it loads anything: components/LottieAnimation.
 */
const INTERACTIVE_MARK = 'site:interactive';

/**
 * What one route weighs in a browser: the gzip bytes of every script it loads from navigation
 * until the network is idle, without scrolling or clicking, and its HTML with and without inline
 * scripts. Prefetches of linked routes (`_rsc` requests and the scripts their answers name) are
 * left out: they belong to the next page, not to this one.
 *
 * First-load JS ends where the page is interactive, if the page says where that is: a script
 * requested after the `site:interactive` mark, and after the load event has ended (a mark set
 * earlier moves nothing), is listed in `deferredScripts` and not counted. Only code that waits for
 * the load event and then an idle period sets the mark (docs/decisions/0015-lottie-animations.md),
 * from an idle callback queued after load, so the islands' own code and their idle-time loads,
 * requested at hydration or from idle callbacks queued then, come before it and still count. A
 * page without such code sets no mark and is measured to network idle as before.
 *
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} url
 */
export async function routeWeight(context, url) {
  const page = await context.newPage();
  // Room for every request's timing, so none is left out of the comparison with the mark.
  await page.addInitScript(() => performance.setResourceTimingBufferSize(1000));
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
  const deferred = new Set(await page.evaluate(requestedAfterInteractive, INTERACTIVE_MARK));
  const firstLoad = [...scripts.keys()].filter((address) => !deferred.has(address));
  const sizes = await Promise.all(firstLoad.map((address) => scripts.get(address)));
  await page.close();
  const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (sum, [, body]) => sum + Buffer.byteLength(body),
    0,
  );
  const htmlBytes = Buffer.byteLength(html);
  return {
    jsKb: sizes.reduce((sum, size) => sum + size, 0) / 1024,
    scripts: firstLoad.map((address) => new URL(address).pathname),
    deferredScripts: [...scripts.keys()]
      .filter((address) => deferred.has(address))
      .map((address) => new URL(address).pathname),
    htmlKb: htmlBytes / 1024,
    htmlOverMarkup: htmlBytes / (htmlBytes - inline),
  };
}

/**
 * Runs in the page: the addresses requested after the interactive mark and the end of the load
 * event, or none when the page set no mark or has not finished loading.
 *
 * @param {string} mark
 */
function requestedAfterInteractive(mark) {
  const [interactive] = performance.getEntriesByName(mark, 'mark');
  const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (
    performance.getEntriesByType('navigation')
  );
  if (!interactive || !navigation || navigation.loadEventEnd === 0) return [];
  const from = Math.max(interactive.startTime, navigation.loadEventEnd);
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime >= from)
    .map((entry) => entry.name);
}

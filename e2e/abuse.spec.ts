import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startCmsPreviewServer, type CmsPreviewServer } from './cmsPreviewServer';

/**
 * What an attacker can send the running server: odd addresses, made-up pages, scripted SVGs, a
 * borrowed draft cookie, a body too large on a kept-alive connection and other sites' pictures
 * (docs/decisions/0020-hold-under-abuse.md). The route handlers' own table is in
 * tests/app/api/abuse.test.ts.
 */

const DRAFT_SECRET = 'e2e-draft-secret';
const PORT = Number(process.env.E2E_PORT ?? 3100);

// Requests only: one browser project is enough.
const TAG = '@desktop-only';

test(`every odd address answers 400 or 404, never a server error ${TAG}`, async ({ request }) => {
  const odd = [
    '/%25/',
    '/100%25-fun/',
    '/birthdays/%25/',
    '/a%ZZ/',
    '/%E0%A4%A/',
    '/cms-assets/%ZZ.svg',
    '/cms-assets/%25.svg',
    '/cms-assets/..%2F..%2Fpackage.json',
    '/%00/',
    '/..%2F..%2Fetc%2Fpasswd/',
    '/events/%25/',
    '/events/school-events/%25/',
    '/book/seasonpass/%25/',
    '/book/seasonpass/made-up-name/',
    `/${'a'.repeat(2000)}/`,
    '/%F0%9F%8E%B3/',
    '/home/',
  ];
  for (const address of odd) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect([400, 404], `${address} answered ${response.status()}`).toContain(response.status());
  }
});

test(`season pass variants are the ones the CMS links to, nothing else ${TAG}`, async ({
  request,
}) => {
  expect((await request.get('/book/seasonpass/winter/')).status()).toBe(200);
  for (const name of ['anything', 'winter-2', 'summer', 'wintery-deal']) {
    expect((await request.get(`/book/seasonpass/${name}/`)).status()).toBe(404);
  }
});

test(`made-up addresses leave nothing in the page cache ${TAG}`, async ({ request }) => {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const cacheDir = path.join(distDir, 'server', 'app');
  // The production build's page cache (a development server keeps none there).
  const files = () =>
    existsSync(cacheDir) ? readdirSync(cacheDir, { recursive: true }).length : 0;
  const before = files();
  const run = Date.now();
  for (let index = 0; index < 20; index += 1) {
    expect((await request.get(`/made-up-${run}-${index}/`)).status()).toBe(404);
    expect((await request.get(`/book/seasonpass/made-up-${run}-${index}/`)).status()).toBe(404);
  }
  expect(files()).toBe(before);
});

test(`a made-up address is cached a minute at most and never served stale ${TAG}`, async ({
  request,
}) => {
  const run = Date.now();
  const madeUp = [
    `/made-up-${run}/`,
    `/news/made-up-${run}/`,
    `/events/made-up-${run}/`,
    `/events/school-events/made-up-${run}/`,
    `/locations/made-up-${run}/`,
    `/book/seasonpass/made-up-${run}/`,
  ];
  for (const address of madeUp) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(404);
    const cacheControl = response.headers()['cache-control'] ?? '';
    expect(cacheControl, address).not.toContain('stale-while-revalidate');
    const shared = /s-maxage=(\d+)/.exec(cacheControl)?.[1];
    if (shared) expect(Number(shared), address).toBeLessThanOrEqual(60);
    else expect(cacheControl, address).toMatch(/no-store|private/);
  }
  // A page that exists keeps its hour, refreshed behind the cache.
  const page = (await request.get('/privacy-policy/')).headers()['cache-control'];
  expect(page).toMatch(/^s-maxage=3600, stale-while-revalidate=\d+$/);
});

test(`the image optimizer resizes the site's own pictures and no Contentful space's ${TAG}`, async ({
  request,
}) => {
  const own = await request.get(
    '/_next/image/?url=%2Fcms-assets%2Fplay-academy-poster.jpg&w=64&q=75',
    // As a browser asks: the JPEG comes back resized as WebP.
    { headers: { accept: 'image/webp,*/*' } },
  );
  expect(own.status()).toBe(200);
  expect(own.headers()['content-type']).toBe('image/webp');
  // This server reads the embedded content: no space is configured, so none is optimised.
  const picture = encodeURIComponent('https://images.ctfassets.net/anyspace/a1/b2/photo.jpg');
  const cms = await request.get(`/_next/image/?url=${picture}&w=64&q=75`, { maxRedirects: 0 });
  expect(cms.status()).toBe(400);
});

test.describe(`with a Contentful space configured ${TAG}`, () => {
  let server: CmsPreviewServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    server = await startCmsPreviewServer();
  });
  test.afterAll(() => server?.close());

  test('its pictures are resized by Contentful, whether or not this server reaches it; other spaces’ are refused', async ({
    request,
  }) => {
    // The stand-in's space; images.ctfassets.net is out of reach from the test machine.
    const ours = 'https://images.ctfassets.net/testspace/a1/b2/party-room.jpg';
    const answer = await request.get(
      `${server!.baseURL}/_next/image/?url=${encodeURIComponent(ours)}&w=64&q=75`,
      { maxRedirects: 0 },
    );
    expect(answer.status()).toBe(307);
    expect(answer.headers().location).toBe(`${ours}?w=64&q=75&fm=webp`);

    const theirs = 'https://images.ctfassets.net/otherspace/a1/b2/party-room.jpg';
    const refused = await request.get(
      `${server!.baseURL}/_next/image/?url=${encodeURIComponent(theirs)}&w=64&q=75`,
      { maxRedirects: 0 },
    );
    expect(refused.status()).toBe(400);
  });
});

test(`a CMS asset keeps its own sandbox policy, so an SVG runs no script ${TAG}`, async ({
  request,
}) => {
  for (const address of ['/cms-assets/arcade.svg', '/cms-assets/missing.svg']) {
    const policy = (await request.get(address)).headers()['content-security-policy'];
    expect(policy).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  }
  // Pages keep the site's policy.
  const page = (await request.get('/privacy-policy/')).headers()['content-security-policy'];
  expect(page).toContain("script-src 'self'");
});

test(`Next's draft cookie alone does not show drafts ${TAG}`, async ({ page, context }) => {
  await page.goto(`/api/draft/?secret=${DRAFT_SECRET}&slug=terms`);
  await expect(page.getByRole('status')).toContainText('previewing draft content');
  const cookies = await context.cookies();
  expect(cookies.map((cookie) => cookie.name)).toEqual(
    expect.arrayContaining(['__prerender_bypass', 'sa_preview']),
  );
  // Keep only Next's cookie, as someone holding it from another site of the same build would.
  await context.clearCookies({ name: 'sa_preview' });
  await page.goto('/terms/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('previewing draft content')).toHaveCount(0);
  // And a forged preview cookie is no better.
  await context.addCookies([
    { name: 'sa_preview', value: `${Date.now() + 60_000}.${'A'.repeat(43)}`, url: page.url() },
  ]);
  await page.goto('/');
  await expect(page.getByText(/No block for section type/)).toHaveCount(0);
});

/**
 * Sends raw HTTP on one connection; resolves with what came back and how long the connection
 * stayed open after the first answer (it gives up waiting 5 s after the last byte).
 */
function rawExchange(requests: string[]): Promise<{ received: string; openAfterAnswerMs: number }> {
  return new Promise((resolve, reject) => {
    const socket = connect(PORT, '127.0.0.1');
    let received = '';
    let firstByteAt = 0;
    let quiet: NodeJS.Timeout | undefined;
    const done = () => {
      clearTimeout(quiet);
      socket.destroy();
      resolve({ received, openAfterAnswerMs: Date.now() - firstByteAt });
    };
    socket.on('data', (chunk) => {
      firstByteAt ||= Date.now();
      received += chunk.toString('latin1');
      clearTimeout(quiet);
      quiet = setTimeout(done, 5000);
    });
    socket.on('close', done);
    socket.on('error', reject);
    socket.on('connect', () => {
      for (const text of requests) socket.write(text);
    });
  });
}

test(`a chunked body over the limit is answered 413 and the connection closed, not stalled ${TAG}`, async () => {
  const chunk = 'x'.repeat(16 * 1024);
  const body = Array.from({ length: 4 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`)
    .join('')
    .concat('0\r\n\r\n');
  const oversized =
    'POST /api/leads/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
    `Transfer-Encoding: chunked\r\nConnection: keep-alive\r\n\r\n${body}`;
  const next = 'GET /api/leads/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
  const { received, openAfterAnswerMs } = await rawExchange([oversized, next]);
  expect(received).toMatch(/^HTTP\/1\.1 413/);
  expect(received.toLowerCase()).toContain('connection: close');
  // Closed at once rather than held for seconds before a reset.
  expect(openAfterAnswerMs).toBeLessThan(2000);
});

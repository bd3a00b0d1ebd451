import { expect, test } from '@playwright/test';

/**
 * The operators' routes on the production server (lib/health): the process is alive, and it is
 * ready to serve guests on the embedded defaults (embedded content and platform, no Redis). Redis
 * stopped under running instances is tested in scripts/instances-test.mjs.
 */

// Requests only: one browser project is enough.
const TAG = '@desktop-only';

test(`health answers 200 JSON that no one may store ${TAG}`, async ({ request }) => {
  const answer = await request.get('/api/health/', { maxRedirects: 0 });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/json/);
  expect(answer.headers()['cache-control']).toBe('no-store');
  const report = await answer.json();
  expect(report).toEqual({ status: 'ok', checks: {}, time: expect.any(String) });
  expect(Date.parse(report.time)).not.toBeNaN();
});

test(`ready answers 200 with each check ok on the embedded defaults ${TAG}`, async ({
  request,
}) => {
  const answer = await request.get('/api/ready/', { maxRedirects: 0 });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/json/);
  expect(answer.headers()['cache-control']).toBe('no-store');
  const report = await answer.json();
  expect(report).toMatchObject({
    status: 'ok',
    checks: {
      content: { status: 'ok', ms: expect.any(Number) },
      store: { status: 'ok', ms: expect.any(Number) },
    },
  });
  for (const [name, check] of Object.entries(report.checks)) {
    expect(check, name).toMatchObject({ status: 'ok' });
  }
});

test(`the addresses without their trailing slash lead to them ${TAG}`, async ({ request }) => {
  for (const address of ['/api/health', '/api/ready']) {
    const answer = await request.get(address, { maxRedirects: 0 });
    expect(answer.status()).toBe(308);
    expect(answer.headers().location).toBe(`${address}/`);
  }
});

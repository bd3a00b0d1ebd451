import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  REVALIDATE_SECRET,
  startCmsPreviewServer,
  type CmsPreviewServer,
} from './cmsPreviewServer';

// Secrets set for the test server in playwright.config.ts.
const DRAFT_SECRET = 'e2e-draft-secret';

test('guests never see a section type the site has no block for @desktop-only', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByText('Half-price games every Wednesday!')).toHaveCount(0);
  await expect(page.getByText(/No block for section type/)).toHaveCount(0);
});

test('draft preview needs the secret, shows a banner and flags unsupported sections @desktop-only', async ({
  page,
}) => {
  expect((await page.goto('/api/draft/?secret=wrong-secret&slug=home'))?.status()).toBe(401);
  expect((await page.goto(`/api/draft/?secret=${DRAFT_SECRET}&slug=missing-page`))?.status()).toBe(
    404,
  );
  expect((await page.goto(`/api/draft/?secret=${DRAFT_SECRET}`))?.status()).toBe(400);

  const published = await page.request.get('/terms/');
  expect(published.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'$/);
  expect(published.headers()['x-frame-options']).toBe('SAMEORIGIN');

  const preview = await page.goto(`/api/draft/?secret=${DRAFT_SECRET}&slug=terms`);
  await expect(page).toHaveURL(/\/terms\/$/);
  await expect(page.getByRole('status')).toContainText('previewing draft content');
  // Contentful's live preview may frame a preview, and only a preview.
  expect(preview?.headers()['content-security-policy']).toMatch(
    /frame-ancestors 'self' app\.contentful\.com$/,
  );
  expect(preview?.headers()['x-frame-options']).toBeUndefined();

  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Unsupported section' })).toContainText(
    'promoTicker',
  );

  await page.getByRole('link', { name: 'Leave preview' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('previewing draft content')).toHaveCount(0);
  await expect(page.getByText(/No block for section type/)).toHaveCount(0);
});

test('the publish webhook checks its secret and body, then revalidates @desktop-only', async ({
  request,
}) => {
  const body = { sys: { id: 'page-home', type: 'Entry', contentType: { sys: { id: 'page' } } } };
  expect((await request.post('/api/revalidate/', { data: body })).status()).toBe(401);
  const wrongBody = await request.post('/api/revalidate/', {
    headers: { 'x-revalidate-secret': REVALIDATE_SECRET, 'content-type': 'application/json' },
    data: 'not json',
  });
  expect(wrongBody.status()).toBe(400);
  const ok = await request.post('/api/revalidate/', {
    headers: { 'x-revalidate-secret': REVALIDATE_SECRET },
    data: body,
  });
  expect(ok.status()).toBe(200);
  // A page the webhook gives no slug for: every page's read, and the page list of the sitemap.
  expect(await ok.json()).toEqual({ revalidated: true, tags: ['cms:pages', 'cms:type:page'] });
  expect((await request.get('/api/revalidate/')).status()).toBe(405);
});

test.describe('preview against stand-ins of Contentful’s delivery and preview APIs @desktop-only', () => {
  const DRAFT_TITLE = 'Glow Golf Is Coming to Every Center';
  let server: CmsPreviewServer;
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    server = await startCmsPreviewServer();
  });
  test.afterAll(() => server?.close());

  test('an editor previews a draft article, sees it in the article cards, then leaves', async ({
    page,
  }) => {
    test.slow();
    const cards = () => page.getByRole('link', { name: DRAFT_TITLE });
    await page.goto(`${server.baseURL}/news/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(cards()).toHaveCount(0);

    await page.goto(
      `${server.baseURL}/api/draft/?secret=${DRAFT_SECRET}&type=article&slug=glow-golf-is-coming`,
    );
    await expect(page).toHaveURL(/\/news\/glow-golf-is-coming\/$/);
    await expect(page.getByRole('heading', { level: 1, name: DRAFT_TITLE })).toBeVisible();

    await page.goto(`${server.baseURL}/news/`);
    await expect(page.getByRole('status')).toContainText('previewing draft content');
    await expect(cards().first()).toBeVisible();
    await expect(
      page.getByRole('link', { name: /^Edit in Contentful ?: page entry/ }),
    ).toHaveAttribute(
      'href',
      /^https:\/\/app\.contentful\.com\/spaces\/testspace\/environments\/master\/entries\//,
    );

    await page.getByRole('link', { name: 'Leave preview' }).click();
    await page.goto(`${server.baseURL}/news/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(cards()).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Edit in Contentful/ })).toHaveCount(0);
  });

  test('a Spanish heading an editor publishes reaches the Spanish page by the webhook', async ({
    request,
  }) => {
    test.slow();
    const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as {
      entries: { sys: { id: string }; fields: Record<string, Record<string, string>> }[];
    };
    const hero = site.entries.find((entry) => entry.sys.id === 'hero-safety')!;
    const heading = async (path: string) =>
      /<h1[^>]*>([^<]*)<\/h1>/.exec(
        await (await request.get(`${server.baseURL}${path}`)).text(),
      )?.[1];
    expect(await heading('/es/safety/')).toBe(hero.fields.heading!['es-US']);

    const changed = {
      ...hero,
      fields: { ...hero.fields, heading: { ...hero.fields.heading, 'es-US': 'Juega con cuidado' } },
    };
    server.publish(changed);
    const webhook = await request.post(`${server.baseURL}/api/revalidate/`, {
      headers: { 'x-revalidate-secret': REVALIDATE_SECRET },
      data: {
        sys: { id: 'hero-safety', type: 'Entry', contentType: { sys: { id: 'hero' } } },
        fields: changed.fields,
      },
    });
    expect(webhook.status()).toBe(200);
    // The first visit after the webhook may still get the old page while the new one renders.
    await expect.poll(() => heading('/es/safety/'), { timeout: 30_000 }).toBe('Juega con cuidado');
    expect(await heading('/safety/')).toBe(hero.fields.heading!['en-US']);
  });

  test('a redirect an editor publishes applies at once; a loop is refused with a log line', async ({
    request,
  }) => {
    const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as {
      entries: { sys: { id: string } }[];
    };
    const { sys } = site.entries.find((entry) => entry.sys.id === 'redirect-offers')!;
    const publishRedirect = async (id: string, from: string, to: string, permanent: boolean) => {
      const fields = {
        from: { 'en-US': from },
        to: { 'en-US': to },
        permanent: { 'en-US': permanent },
      };
      server.publish({ sys: { ...sys, id }, fields } as never);
      const webhook = await request.post(`${server.baseURL}/api/revalidate/`, {
        headers: { 'x-revalidate-secret': REVALIDATE_SECRET },
        data: { sys: { id, type: 'Entry', contentType: { sys: { id: 'redirect' } } }, fields },
      });
      expect(webhook.status()).toBe(200);
    };
    const ask = (path: string) =>
      request.get(`${server.baseURL}${path}`, { maxRedirects: 0, failOnStatusCode: false });

    await publishRedirect('redirect-winter-fun', '/winter-fun/', '/book/seasonpass/winter/', false);
    const moved = await ask('/es/winter-fun/?utm_source=mail');
    expect(moved.status()).toBe(307);
    expect(moved.headers().location).toBe('/es/book/seasonpass/winter/?utm_source=mail');

    await publishRedirect('redirect-loop-a', '/loop-a/', '/loop-b/', true);
    await publishRedirect('redirect-loop-b', '/loop-b/', '/loop-a/', true);
    await publishRedirect('redirect-hides-safety', '/safety/', '/promotions/', true);
    expect((await ask('/loop-a/')).status()).toBe(404);
    expect((await ask('/safety/')).status()).toBe(200);
    const refusals = server
      .log()
      .split('\n')
      .filter((line) => line.includes('redirect refused'))
      .map((line) => JSON.parse(line) as { from: string; reason: string });
    expect(refusals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: '/loop-a/', reason: 'loop' }),
        expect.objectContaining({ from: '/loop-b/', reason: 'loop' }),
        expect.objectContaining({ from: '/safety/', reason: 'live page' }),
      ]),
    );
    // The site carries on: the other redirects still apply.
    expect((await ask('/offers/')).status()).toBe(308);
    expect((await ask('/winter-fun/')).status()).toBe(307);
  });
});

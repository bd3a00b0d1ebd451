import { expect, test } from '@playwright/test';

// Secrets set for the test server in playwright.config.ts.
const DRAFT_SECRET = 'e2e-draft-secret';
const REVALIDATE_SECRET = 'e2e-revalidate-secret';

test('guests never see a section type the site has no block for', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Half-price games every Wednesday!')).toHaveCount(0);
  await expect(page.getByText(/No block for section type/)).toHaveCount(0);
});

test('draft preview needs the secret, shows a banner and flags unsupported sections', async ({
  page,
}) => {
  expect((await page.goto('/api/draft/?secret=wrong-secret&slug=home'))?.status()).toBe(401);
  expect((await page.goto(`/api/draft/?secret=${DRAFT_SECRET}&slug=missing-page`))?.status()).toBe(
    404,
  );
  expect((await page.goto(`/api/draft/?secret=${DRAFT_SECRET}`))?.status()).toBe(400);

  await page.goto(`/api/draft/?secret=${DRAFT_SECRET}&slug=terms`);
  await expect(page).toHaveURL(/\/terms\/$/);
  await expect(page.getByRole('status')).toContainText('previewing draft content');

  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Unsupported section' })).toContainText(
    'promoTicker',
  );

  await page.getByRole('link', { name: 'Leave preview' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('previewing draft content')).toHaveCount(0);
  await expect(page.getByText(/No block for section type/)).toHaveCount(0);
});

test('the publish webhook checks its secret and body, then revalidates', async ({ request }) => {
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
  expect(await ok.json()).toEqual({ revalidated: true });
  expect((await request.get('/api/revalidate/')).status()).toBe(405);
});

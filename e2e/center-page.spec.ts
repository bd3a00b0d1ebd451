import { expect, test } from '@playwright/test';
import { expectEveryImageLoaded, expectNoAxeViolations, openWithScriptsHeld } from './support';

test('a center’s page names it, calls it and passes axe @desktop-only', async ({ page }) => {
  const response = await page.goto('/locations/tempe/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spark Alley Tempe');
  await expect(page).toHaveTitle('Tempe, AZ | Spark Alley');
  await expect(page.getByRole('link', { name: 'Call (480) 555-0110' })).toHaveAttribute(
    'href',
    'tel:+14805550110',
  );
  // What the center offers for access, and its sensory-friendly session.
  const access = page.getByRole('region', { name: 'Access at Spark Alley Tempe' });
  await expect(access.getByRole('listitem')).toHaveCount(7);
  await expect(access.getByRole('table', { name: 'Sensory-friendly sessions' })).toContainText(
    'Sun9:00 AM – 10:00 AM',
  );
  await expectEveryImageLoaded(page);
  await expectNoAxeViolations(page);
});

test('Find a Location leads to each center’s page by its name @desktop-only', async ({ page }) => {
  await page.goto('/locations/');
  await page.locator('#state-ok > summary').click();
  const tulsa = page.getByRole('article', { name: 'Tulsa' });
  await tulsa.getByRole('link', { name: 'Tulsa', exact: true }).click();
  await expect(page).toHaveURL(/\/locations\/tulsa\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spark Alley Tulsa');
  await page.getByRole('link', { name: 'Back to all locations' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a Location');
});

test('a center’s page says whether it is open now by the guest’s clock, without moving the hours', async ({
  page,
}) => {
  // Made at 11 AM in Tempe on Wednesday (e2e/site-clock.json); read at 9:58 AM on Tuesday the 8th.
  await page.clock.setFixedTime(new Date('2026-12-08T16:58:00Z'));
  const release = await openWithScriptsHeld(page, '/locations/tempe/');
  const visit = page.getByRole('region', { name: 'Visit us' });
  const status = visit.locator('[data-tone]');
  await expect(status).toHaveText('Open now · closes midnight');
  const hours = visit.getByRole('table', { name: 'Opening hours' });
  const before = await hours.boundingBox();

  release();
  await expect(status).toHaveText('Opens soon · 10 AM');
  expect(await hours.boundingBox()).toEqual(before);
  await expect(visit.getByRole('table', { name: 'Special hours' })).toContainText(
    'Wed, Dec 92:00 PM – 12:00 AMLanes resurfaced in the morning',
  );
});

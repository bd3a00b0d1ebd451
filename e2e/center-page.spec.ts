import { expect, test } from '@playwright/test';
import { expectEveryImageLoaded, expectNoAxeViolations } from './support';

test('a center’s page names it, calls it and passes axe @desktop-only', async ({ page }) => {
  const response = await page.goto('/locations/tempe/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spark Alley Tempe');
  await expect(page).toHaveTitle('Tempe, AZ | Spark Alley');
  await expect(page.getByRole('link', { name: 'Call (480) 555-0110' })).toHaveAttribute(
    'href',
    'tel:+14805550110',
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

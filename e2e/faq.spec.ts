import { expect, test } from '@playwright/test';
import { openWithScriptsHeld } from './support';

test('the FAQ keeps one answer open at a time and the open question closes again @desktop-only', async ({
  page,
}) => {
  await page.goto('/');
  const faq = page.locator('section', {
    has: page.getByRole('heading', { name: 'Frequently asked questions' }),
  });
  const hours = faq.getByRole('button', { name: 'What are your hours?' });
  const age = faq.getByRole('button', { name: 'Is there a minimum age to play?' });

  await expect(faq.getByRole('region')).toHaveCount(0);
  await hours.click();
  await expect(hours).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByRole('region', { name: 'What are your hours?' })).toContainText(
    'Hours for each center are on',
  );
  await age.click();
  await expect(age).toHaveAttribute('aria-expanded', 'true');
  await expect(hours).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByRole('region')).toHaveCount(1);
  await age.click();
  await expect(age).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByRole('region')).toHaveCount(0);
});

test('the FAQ follows the APG keyboard pattern @desktop-only', async ({ page }) => {
  await page.goto('/');
  const faq = page.locator('section', {
    has: page.getByRole('heading', { name: 'Frequently asked questions' }),
  });
  const questions = faq.getByRole('button');
  // A tap opens the first answer (once the accordion has hydrated) and leaves focus on it.
  await questions.first().click();
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(questions.last()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(questions.first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(questions.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(questions.first()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
});

test('a question tapped before the page has hydrated opens once it has', async ({ page }) => {
  const releaseScripts = await openWithScriptsHeld(page, '/');
  const hours = page.getByRole('button', { name: 'What are your hours?' });
  await hours.click();
  await expect(hours).toHaveAttribute('aria-expanded', 'false');

  releaseScripts();
  await expect(hours).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'What are your hours?' })).toContainText(
    'Hours for each center are on',
  );
});

import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

/** The gift cards page: its price list, and a balance check against the embedded platform. */

test('a guest checks a gift card, then mistypes the PIN of another @desktop-only', async ({
  page,
}) => {
  await page.goto('/gift-cards/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Give the Gift of Play' }),
  ).toBeVisible();
  const bestValue = page.getByRole('listitem').filter({ hasText: 'Best Value' });
  await expect(bestValue).toContainText('Party Pack');
  await expect(bestValue).toContainText('$100.00');

  const balance = page.getByRole('form', { name: 'Check Your Balance' });
  await balance.getByRole('button', { name: 'Check Balance' }).click();
  await expect(balance.getByText('Gift card numbers are 16 digits (0-9).')).toBeVisible();
  await expectNoAxeViolations(page);

  // Pasted as printed on the card, with its spaces.
  await balance.getByRole('textbox', { name: 'Card number' }).fill('6035 7100 0000 0002');
  await balance.getByRole('textbox', { name: 'PIN' }).fill('5678');
  await balance.getByRole('button', { name: 'Check Balance' }).click();
  await expect(balance.getByRole('status')).toContainText('Card ending in 0002 has $112.50');

  await balance.getByRole('textbox', { name: 'PIN' }).fill('5679');
  await balance.getByRole('button', { name: 'Check Balance' }).click();
  await expect(balance.getByRole('alert')).toHaveText(
    'We could not find a gift card with that number and PIN. Please check both and try again.',
  );
  await expect(balance.getByRole('status')).toHaveText('');
});

import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support';

const OPENS_AT = new Date('2027-04-17T14:00:00Z');
const SIGN_UP = 'https://form.jotform.com/250917364821058';
const secondsBefore = (seconds: number) => new Date(OPENS_AT.getTime() - seconds * 1000);

const countdownOf = (page: Page) => page.locator('section', { has: page.locator('[data-state]') });
const digit = (page: Page, unit: string) => page.locator(`[data-unit="${unit}"]`);

/** The sign-up page, served here: the tests need no network. */
async function serveSignUp(context: BrowserContext, { frameLoads }: { frameLoads: boolean }) {
  await context.route('https://form.jotform.com/**', async (route) => {
    // The framed request carries shouldAutoFocus=0; one that never answers is a frame that
    // cannot load (a blocked third party, a dead network).
    if (!frameLoads && route.request().url().includes('shouldAutoFocus=0')) return;
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Sign up</title><h1>Opening news sign-up</h1>',
    });
  });
}

for (const { path, heading } of [
  { path: '/grand-opening/', heading: 'Spark Alley Fishers, Indiana' },
  { path: '/safety/', heading: 'Play Smart, Play Safe' },
  { path: '/app/', heading: 'The Spark Alley App' },
]) {
  test(`${path} answers with its heading @desktop-only`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

test('the countdown ticks down to the opening, then says the center is open and stops @desktop-only', async ({
  page,
  context,
}) => {
  await serveSignUp(context, { frameLoads: true });
  await page.clock.install({ time: secondsBefore(3600) });
  await page.goto('/grand-opening/');
  const countdown = countdownOf(page);
  await expect(digit(page, 'days')).not.toHaveText('--');

  await page.clock.pauseAt(secondsBefore(3));
  await expect(digit(page, 'minutes')).toHaveText('00');
  await expect(digit(page, 'seconds')).toHaveText('03');
  await expect(countdown.getByRole('status')).toHaveText('Opening in less than a minute');

  await page.clock.runFor(1000);
  await expect(digit(page, 'seconds')).toHaveText('02');

  await page.clock.runFor(2000);
  await expect(
    countdown.locator('[data-state="open"]').getByText('Spark Alley Fishers is open! Come play.'),
  ).toBeVisible();
  await expect(countdown.getByRole('status')).toHaveText('Spark Alley Fishers is open! Come play.');
  await expect(digit(page, 'seconds')).toHaveCount(0);

  // Nothing ticks any more: an hour later it still says the same.
  await page.clock.fastForward('01:00:00');
  await expect(countdown.locator('[data-state="open"]')).toBeVisible();
  await page.clock.resume();
  await expectNoAxeViolations(page);
});

test('the language switch changes the countdown and is remembered after a reload @desktop-only', async ({
  page,
  context,
}) => {
  await serveSignUp(context, { frameLoads: true });
  await page.goto('/grand-opening/');
  const countdown = countdownOf(page);
  await expect(digit(page, 'days')).toHaveText(/^\d+$/);
  await expect(countdown.getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(countdown.getByRole('status')).toHaveText(/^Opening in \d+ days?/);

  await countdown.getByRole('button', { name: 'Español' }).click();
  await expect(countdown.getByRole('heading', { level: 2 })).toHaveText(
    'Cuenta regresiva para Spark Alley Fishers',
  );
  await expect(countdown.getByText('Días', { exact: true })).toBeVisible();
  await expect(countdown.getByText(/^Abre el/)).toContainText('17 de abril de 2027');
  await expect(countdown.getByRole('status')).toHaveText(/^Abrimos en \d+ días?/);

  await page.reload();
  await expect(countdown.getByRole('button', { name: 'Español' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(countdown.getByRole('heading', { level: 2 })).toHaveText(
    'Cuenta regresiva para Spark Alley Fishers',
  );
  await expect(countdown.getByText('Segundos', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the coming-soon frame shows the sign-up page without autofocus @desktop-only', async ({
  page,
  context,
}) => {
  await serveSignUp(context, { frameLoads: true });
  await page.goto('/grand-opening/');
  const frame = page.getByTitle('Spark Alley Fishers opening news sign-up form');
  await frame.scrollIntoViewIfNeeded();
  await expect(frame).toHaveAttribute('src', `${SIGN_UP}?shouldAutoFocus=0`);
  await expect(
    page
      .frameLocator('iframe[title="Spark Alley Fishers opening news sign-up form"]')
      .getByRole('heading', { name: 'Opening news sign-up' }),
  ).toBeVisible();

  // The plain link under the frame opens the same page in a new tab.
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Open the sign-up form in a new tab' }).click();
  await expect(await popup).toHaveURL(SIGN_UP);
});

test('a coming-soon frame that does not load gives way to a link that opens the sign-up page @desktop-only', async ({
  page,
  context,
}) => {
  await serveSignUp(context, { frameLoads: false });
  await page.clock.install();
  await page.goto('/grand-opening/');
  const frame = page.getByTitle('Spark Alley Fishers opening news sign-up form');
  await frame.scrollIntoViewIfNeeded();
  await expect(frame).toBeAttached();

  const card = page.getByRole('status').filter({ hasText: 'could not load here' });
  // The frame's wait starts once its island has hydrated, which may come after the frame is in
  // the page: time moves on until the way out shows.
  await expect(async () => {
    await page.clock.fastForward(11_000);
    await expect(card).toBeVisible({ timeout: 500 });
  }).toPass();
  const popup = page.waitForEvent('popup');
  await card.getByRole('link', { name: 'Open the sign-up form in a new tab' }).click();
  const signUp = await popup;
  await expect(signUp).toHaveURL(SIGN_UP);
  await expect(signUp.getByRole('heading', { name: 'Opening news sign-up' })).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';

/*
 * Three things guests come to do, walked from the home page the way they would, on a phone and on
 * a wide screen: each reaches its goal without a dead end.
 */

// The phone at 390 px the issue reviewed at (the mobile project's own phone is 412 px wide).
test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
});

/** Opens a main area from the header: its menu on a wide screen, the phone menu on a phone. */
async function goThroughHeader(page: Page, link: string, menu?: string) {
  const phoneMenu = page.getByRole('button', { name: 'Menu', exact: true });
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  if (await phoneMenu.isVisible()) {
    await phoneMenu.click();
  } else if (menu) {
    await nav.getByRole('button', { name: menu }).click();
  }
  await nav.getByRole('link', { name: link, exact: true }).click();
}

test('a party near ZIP 75024: a center nearby, a package the party fits, a request sent', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const widget = page.locator('#book-a-party');
  await widget.getByRole('button', { name: 'Birthday', exact: true }).click();
  const form = page.getByRole('form', { name: 'Birthday party', exact: true });
  const search = form.getByRole('textbox', { name: 'ZIP code, city or center name' });
  await search.fill('75024');
  await search.press('Enter');
  await form
    .getByRole('button', { name: /^(Plano|Frisco)/ })
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Guest of honor’s name' }).fill('Noah');
  await page.getByRole('textbox', { name: 'Guest of honor’s age' }).fill('9');
  await page.getByRole('spinbutton', { name: 'How many kids' }).fill('8');
  await page.getByRole('button', { name: 'Book birthday' }).click();

  await expect(page).toHaveURL(/\/book\/birthday\/info\/$/);
  // Each package says what it includes; one the party of 8 is too small for says why.
  const bash = page.getByRole('radio', { name: /Bowling Bash Birthday/ });
  await expect(bash).toBeDisabled();
  await expect(page.getByText(/Needs at least 10 guests; your party has 8/).first()).toBeVisible();
  await expect(page.getByText('A $10.00 game card for every guest').first()).toBeVisible();
  await page.getByRole('radio', { name: /Teen All Access/ }).check();
  await page.getByRole('radio', { name: 'Afternoon' }).check();
  await page.getByRole('textbox', { name: 'First name' }).fill('Ava');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Kim');
  await page
    .getByRole('textbox', { name: 'Email' })
    .fill(`ava.${testInfo.project.name}.${Date.now()}@example.com`);
  await page.getByRole('textbox', { name: 'Phone' }).fill('972-555-0142');
  await page.getByRole('button', { name: 'Check availability' }).click();
  await expect(page.getByRole('heading', { name: 'Your party request is in!' })).toBeVisible();
});

test('a Play Academy visit for 25 students: the labs, every price and fee, and the way to book', async ({
  page,
}) => {
  await page.goto('/');
  await goThroughHeader(page, 'Play Academy', 'Events');
  await expect(page).toHaveURL(/\/events\/school-events\/play-academy\/$/);
  const pricing = page.locator('section', {
    has: page.getByRole('heading', { name: 'Play Academy Pricing' }),
  });
  await expect(pricing).toContainText('$12.99 per person');
  await expect(pricing).toContainText('Minimum 10 guests');
  await expect(pricing).toContainText('The facilitator fee is $40.00 per lab hour');
  await expect(pricing).toContainText('Meal Ticket');
  await expect(pricing).toContainText('$6.99 per person');
  await expect(page.getByRole('heading', { name: 'Book your Play Academy labs' })).toBeVisible();
});

test('Tempe’s hours today: from the locations to the center’s own page', async ({ page }) => {
  await page.goto('/');
  await goThroughHeader(page, 'Locations');
  await expect(page).toHaveURL(/\/locations\/$/);
  await page.locator('#state-az > summary').click();
  await page
    .getByRole('article', { name: 'Tempe' })
    .getByRole('link', { name: 'Tempe', exact: true })
    .click();
  await expect(page).toHaveURL(/\/locations\/tempe\/$/);
  const hours = page.getByRole('table', { name: 'Opening hours' });
  await expect(hours.getByRole('row', { name: /Fri–Sat/ })).toContainText('10:00 AM – 2:00 AM');
});

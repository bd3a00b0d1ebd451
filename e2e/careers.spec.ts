import { expect, test, type Page } from '@playwright/test';
import { storedWith, tabTo, token } from './forms-support';
import { CONTENT_PAGES, expectNoAxeViolations } from './support';

/**
 * The careers area (docs/decisions/0017-careers.md): its five pages, the benefit cards, the growth
 * slider, the openings filter and applying to an opening through the embedded platform.
 */

const CAREERS_PAGES = CONTENT_PAGES.filter((page) => page.path.startsWith('/careers/'));
const SUB_LINKS = ['Opportunities', 'Culture', 'Benefits', 'Growth'];

test('every careers page answers with its heading and the careers sub-navigation', async ({
  page,
}) => {
  expect(CAREERS_PAGES.map((careers) => careers.path)).toEqual([
    '/careers/',
    '/careers/opportunities/',
    '/careers/culture/',
    '/careers/benefits/',
    '/careers/growth/',
  ]);
  for (const { path, heading } of CAREERS_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const subNavigation = page.getByRole('navigation', { name: 'Explore careers' });
    for (const [index, label] of SUB_LINKS.entries()) {
      await expect(subNavigation.getByRole('link').nth(index)).toHaveAttribute(
        'href',
        `/careers/${label.toLowerCase()}/`,
      );
    }
  }
});

test('the footer leads to the careers page @desktop-only', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the Spark Alley Crew');
});

test('a benefit card shows its text on keyboard focus and stays open on Enter @desktop-only', async ({
  page,
}) => {
  await page.goto('/careers/benefits/');
  const card = page.getByRole('button', { name: 'Health cover' });
  const text = page.getByText(/^Medical, dental and vision plans/);
  await expect(text).toBeHidden();

  await tabTo(page, card);
  await expect(text).toBeVisible();
  await expect(card).toHaveAttribute('aria-expanded', 'false');

  // Pressed before hydration too, Enter opens the card once the island runs.
  await card.press('Enter');
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(card).not.toBeFocused();
  await expect(text).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the growth slider turns by itself, pauses and resumes @desktop-only', async ({ page }) => {
  await page.clock.install();
  await page.goto('/careers/growth/');
  const slider = page.getByRole('region', { name: 'Growth stories' });
  await slider.scrollIntoViewIfNeeded();
  await expect(slider).toHaveAttribute('data-ready', 'true');
  await expect(slider).toHaveAttribute('data-playing', 'true');
  const current = () => slider.locator('button[aria-current="true"]').getAttribute('aria-label');
  expect(await current()).toBe('Show slide 1');

  await page.clock.runFor(7_500);
  await expect.poll(current).toBe('Show slide 2');

  await slider.getByRole('button', { name: 'Pause slide show' }).click();
  await expect(slider).toHaveAttribute('data-playing', 'false');
  await page.clock.runFor(20_000);
  expect(await current()).toBe('Show slide 2');

  await slider.getByRole('button', { name: 'Play slide show' }).click();
  await expect(slider).toHaveAttribute('data-playing', 'true');
  await page.clock.runFor(7_500);
  await expect.poll(current).toBe('Show slide 3');
});

const openingsOf = (page: Page) => page.getByRole('region', { name: 'Open positions' });

test('each openings filter keeps to its own column, however long its options @desktop-only', async ({
  page,
}) => {
  for (const width of [700, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/careers/opportunities/');
    const openings = openingsOf(page);
    const controls = [
      ...['State', 'Center', 'Role'].map((name) => openings.getByRole('combobox', { name })),
      openings.getByRole('button', { name: 'Show all' }),
    ];
    const boxes = await Promise.all(
      controls.map(async (control) => (await control.boundingBox())!),
    );
    for (const [index, box] of boxes.entries()) {
      for (const other of boxes.slice(index + 1)) {
        const sameRow = box.y < other.y + other.height && other.y < box.y + box.height;
        const apart = box.x + box.width <= other.x || other.x + other.width <= box.x;
        expect(!sameRow || apart, `controls overlap at ${width} px`).toBe(true);
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
});

test('the openings narrow by state, center and role @desktop-only', async ({ page }) => {
  await page.goto('/careers/opportunities/');
  const openings = openingsOf(page);
  await expect(openings.getByRole('status')).toHaveText('Showing 14 openings');

  await expect(async () => {
    await openings.getByRole('combobox', { name: 'State' }).selectOption('Texas');
    await expect(openings.getByRole('status')).toHaveText('Showing 5 openings', { timeout: 500 });
  }).toPass();
  await openings.getByRole('combobox', { name: 'Center' }).selectOption({ label: 'Plano' });
  await expect(openings.getByRole('heading', { level: 3 })).toHaveText([
    'Game Room Attendant',
    'Game Technician',
  ]);
  await openings.getByRole('combobox', { name: 'Role' }).selectOption('Guest Experience');
  await expect(openings.getByRole('heading', { level: 3 })).toHaveText(['Game Room Attendant']);
  await openings.getByRole('button', { name: 'Show all' }).click();
  await expect(openings.getByRole('status')).toHaveText('Showing 14 openings');
});

test('Apply on an opening opens the form for it, and the application reaches its center', async ({
  page,
}, testInfo) => {
  const marker = token(testInfo);
  await page.goto('/careers/opportunities/');
  await openingsOf(page)
    .getByRole('link', { name: /^Apply ?: Line Cook, Kennesaw$/ })
    .click();

  // The page's data is fetched again for the new query before the address changes.
  await expect(page).toHaveURL(/\/careers\/opportunities\/\?opening=line-cook-kennesaw#apply$/, {
    timeout: 15_000,
  });
  const form = page.getByRole('form', { name: 'Apply now' });
  await expect(page.getByText('You are applying for')).toBeVisible();
  await expect(page.locator('#apply').getByText('Spark Alley Kennesaw, GA')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Position/ })).toHaveCount(0);

  await form.getByRole('textbox', { name: /^First Name/ }).fill('Sam');
  await form.getByRole('textbox', { name: /^Last Name/ }).fill('Ortiz');
  await form.getByRole('textbox', { name: /^Email/ }).fill('sam.ortiz@example.com');
  await form.getByRole('textbox', { name: /^Phone Number/ }).fill('770-555-0199');
  await form.getByRole('combobox', { name: /^Availability/ }).selectOption('Weekends');
  await form.getByRole('textbox', { name: /^Tell Us About You/ }).fill(marker);
  await form.getByRole('checkbox', { name: /^I agree/ }).check();
  await form.getByRole('button', { name: 'Send Application' }).click();

  await expect(
    page.getByText('Thank You! A member of our team will be in touch with you shortly.'),
  ).toBeVisible();
  await expect
    .poll(() => storedWith('mails', marker))
    .toEqual({
      table: 'Job Application',
      sendTo: '141',
      fields: {
        Position: 'Line Cook',
        Location: '141',
        'First Name': 'Sam',
        'Last Name': 'Ortiz',
        Email: 'sam.ortiz@example.com',
        'Phone Number': '7705550199',
        Availability: 'Weekends',
        'Start Date': '',
        'About You': marker,
        'Accept Terms': true,
      },
    });
});

test('an address naming no listed opening offers a general application @desktop-only', async ({
  page,
}) => {
  await page.goto('/careers/opportunities/?opening=astronaut-on-the-moon#apply');
  await expect(page.getByText(/That opening is no longer listed\./)).toBeVisible();
  const form = page.getByRole('form', { name: 'Apply now' });
  await expect(form.getByRole('textbox', { name: /^Position/ })).toBeVisible();
  await expect(form.getByRole('combobox', { name: /^Location/ })).toBeVisible();
  await form.getByRole('button', { name: 'Send Application' }).click();
  await expect(form.getByRole('textbox', { name: /^Position/ })).toBeFocused();
  await expect(form.getByRole('textbox', { name: /^Position/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoAxeViolations(page);
});

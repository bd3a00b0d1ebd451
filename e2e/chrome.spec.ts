import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, openWithScriptsHeld } from './support';

test('the skip link is the first stop and moves focus to the main content @desktop-only', async ({
  page,
}) => {
  await page.goto('/terms/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('the footer offers sitemap, app download and legal links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const sitemap = footer.getByRole('navigation', { name: 'Site map' });
  await expect(sitemap.getByRole('heading', { name: 'Celebrate' })).toBeVisible();
  await expect(sitemap.getByRole('link', { name: 'Birthday Packages' })).toHaveAttribute(
    'href',
    '/birthdays/packages/',
  );
  await expect(footer.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
  const legal = footer.getByRole('navigation', { name: 'Legal' });
  await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy/',
  );
  await expect(legal.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
    'href',
    '/terms/',
  );
  await expect(legal.getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
    'href',
    '/accessibility/',
  );
});

test('the accessibility page says what the site aims for and how to reach a person', async ({
  page,
}) => {
  await page.goto('/privacy-policy/');
  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Legal' })
    .getByRole('link', { name: 'Accessibility' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility at Spark Alley');
  await expect(page.getByText(/WCAG\) 2\.2 at level AA/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'guestservices@sparkalley.com' })).toHaveAttribute(
    'href',
    'mailto:guestservices@sparkalley.com',
  );
  await expect(page.getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute(
    'href',
    'tel:+18005550199',
  );
  await expectNoAxeViolations(page);
});

// Runs in the desktop project only (see the projects' grepInvert in playwright.config.ts).
test('the header fits every laptop and desktop width in both languages @desktop-only', async ({
  page,
}) => {
  for (const width of [1024, 1280, 1366, 1440, 1600]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/privacy-policy/', '/es/privacy-policy/']) {
      await page.goto(path);
      const header = page.getByRole('banner');
      await expect(header.getByRole('search')).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${width} px`).toBe(0);
      // The whole navigation, or the menu that holds it: never neither.
      const nav = header.getByRole('navigation', { name: /Main|Principal/ });
      const menu = header.getByRole('button', { name: /^(Menu|Menú)$/ });
      expect((await nav.isVisible()) || (await menu.isVisible()), `${path} at ${width} px`).toBe(
        true,
      );
    }
  }
});

test.describe('desktop navigation', { tag: '@desktop-only' }, () => {
  test('shows the main links and the booking button in the header', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Birthdays' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await nav.getByRole('link', { name: 'Birthdays' }).click();
    await expect(page).toHaveURL(/\/birthdays\/packages\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Birthday Packages');
  });

  test('reaches every main area in at most two clicks, the current one marked', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    const events = nav.getByRole('button', { name: 'Events' });
    await events.click();
    await expect(events).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await nav.getByRole('link', { name: 'Play Academy' }).click();
    await expect(page).toHaveURL(/\/events\/school-events\/play-academy\/$/);
    await expect(nav.getByRole('button', { name: 'Events' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(nav.getByRole('button', { name: 'Events' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    for (const [menu, link, path] of [
      ['Food & Drinks', 'Food menu', '/food-menu/'],
      ['Deals & Passes', 'Gift Cards', '/gift-cards/'],
      ['Deals & Passes', 'Deals', '/promotions/'],
    ] as const) {
      await nav.getByRole('button', { name: menu }).click();
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    await nav.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact-us\/$/);
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

// Runs in the mobile project only.
test.describe('mobile menu', { tag: '@mobile-only' }, () => {
  test('opens and closes with the pointer and follows a link', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Birthdays' })).toBeFocused();
    await expectNoAxeViolations(page);
    await toggle.click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await menu.getByRole('link', { name: 'Birthdays' }).click();
    await expect(page).toHaveURL(/\/birthdays\/packages\/$/);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('is keyboard operable: Enter opens, Tab stays inside, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Birthdays' })).toBeFocused();
    const stops = await menu.getByRole('link').count();
    for (let index = 1; index < stops; index += 1) await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Book a Party' })).toBeFocused();
    // After the navigation, the same page in Spanish.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Ver esta página en español' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(menu).toBeHidden();
  });

  test('a tap on Menu before the page has hydrated opens the menu once it has', async ({
    page,
  }) => {
    const releaseScripts = await openWithScriptsHeld(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    releaseScripts();
    const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Birthdays' })).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});

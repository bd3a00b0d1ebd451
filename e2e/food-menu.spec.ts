import { expect, test, type Page } from '@playwright/test';
import { expectEveryImageLoaded, expectNoAxeViolations } from './support';

const CATEGORIES = ['Starters', 'Pizza', 'Burgers & Sandwiches', 'Kids', 'Desserts', 'Drinks'];

const categoryNav = (page: Page) => page.getByRole('navigation', { name: 'Menu categories' });
const toggle = (page: Page) => page.getByRole('button', { name: 'Menu categories' });
const currentCategory = (page: Page) => categoryNav(page).locator('a[aria-current="true"]');
const categoryHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 3, name, exact: true });

async function open(page: Page, path = '/food-menu/') {
  await page.goto(path);
  // The navigation and the tabs are islands: wait until they have loaded.
  await page.waitForLoadState('networkidle');
}

test('the food menu shows every category, the guides and the featured-item note @desktop-only', async ({
  page,
}) => {
  await open(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Food & Drinks');
  const menu = page.getByRole('region', { name: 'Our Menu' });
  await expect(menu.getByRole('heading', { level: 3 })).toHaveText(CATEGORIES);
  await expect(menu.getByText('Gold = Featured Item')).toBeVisible();

  for (const [name, file] of [
    ['Nutrition Guide', 'nutrition-guide.pdf'],
    ['Allergen Guide', 'allergen-guide.pdf'],
  ] as const) {
    const guide = menu.getByRole('link', { name: new RegExp(`^${name} \\(PDF, \\d+ KB\\)$`) });
    await expect(guide).toHaveAttribute('href', `/cms-assets/${file}`);
    const answer = await page.request.get(`/cms-assets/${file}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }

  const pizza = menu.locator('li', {
    has: page.getByRole('heading', { name: 'Pepperoni Strike' }),
  });
  await expect(pizza).toContainText('$17.99');
  await expect(pizza).toContainText('2,240 cal');
  await expect(pizza).toContainText('Featured item');

  // A section's picture stands beside its text and items, not above an empty band beside it.
  const shakes = menu
    .getByRole('heading', { name: 'Shakes', exact: true })
    .locator('xpath=ancestor::section[1]');
  const picture = await shakes.locator('img').first().boundingBox();
  const firstShake = await shakes.getByRole('listitem').first().boundingBox();
  expect(picture && firstShake).toBeTruthy();
  expect(firstShake!.y).toBeLessThan(picture!.y + picture!.height);
  expect(firstShake!.x + firstShake!.width).toBeLessThan(picture!.x);
});

test('the food menu page fits the window, loads every image and passes axe', async ({ page }) => {
  // A long page (every category, some 90 items) that axe checks whole.
  test.slow();
  await open(page);
  // Nothing wider than the window, at 1440 px or on a phone.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectEveryImageLoaded(page);
  await expectNoAxeViolations(page);
});

test.describe('desktop side navigation', { tag: '@desktop-only' }, () => {
  test('lists the categories beside the menu, follows a link and marks the one in view', async ({
    page,
  }) => {
    await open(page);
    await expect(toggle(page)).toBeHidden();
    await expect(categoryNav(page).getByRole('link')).toHaveText(CATEGORIES);
    await expect(currentCategory(page)).toHaveText('Starters');

    await categoryNav(page).getByRole('link', { name: 'Desserts' }).click();
    await expect(page).toHaveURL(/\/food-menu\/#desserts$/);
    await expect(categoryHeading(page, 'Desserts')).toBeInViewport();
    await expect(currentCategory(page)).toHaveText('Desserts');
    // Sticky: still beside the menu down the page.
    await expect(categoryNav(page).getByRole('link', { name: 'Pizza' })).toBeInViewport();

    // Back near the top in one jump: a wheel scroll could be overtaken by the link's smooth scroll.
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
    await expect(currentCategory(page)).toHaveText('Starters');
  });

  test('opened at a category anchor, shows and marks that category', async ({ page }) => {
    await open(page, '/food-menu/#kids');
    await expect(categoryHeading(page, 'Kids')).toBeInViewport();
    await expect(currentCategory(page)).toHaveText('Kids');
  });
});

test.describe('mobile category menu', { tag: '@mobile-only' }, () => {
  test('opens, closes when a category is chosen and scrolls to it below the menu bar', async ({
    page,
  }) => {
    await open(page);
    const drinks = categoryNav(page).getByRole('link', { name: 'Drinks' });
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(drinks).toBeHidden();

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(categoryNav(page).getByRole('link')).toHaveText(CATEGORIES);
    await expectNoAxeViolations(page);

    await drinks.click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(drinks).toBeHidden();
    await expect(page).toHaveURL(/#drinks$/);
    const heading = categoryHeading(page, 'Drinks');
    await expect(heading).toBeInViewport();
    // The sticky bar stays on top, and the category starts below it.
    const bar = await toggle(page).boundingBox();
    await expect
      .poll(async () => (await heading.boundingBox())?.y ?? 0)
      .toBeGreaterThan((bar?.y ?? 0) + (bar?.height ?? 0));
    await expect(currentCategory(page)).toHaveText('Drinks');
  });

  test('is keyboard operable: Enter opens, Escape closes and returns to the button', async ({
    page,
  }) => {
    await open(page);
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(categoryNav(page).getByRole('link', { name: 'Starters' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle(page)).toBeFocused();
  });
});

test('the party favorites show one category at a time and follow the keyboard @desktop-only', async ({
  page,
}) => {
  await open(page);
  const party = page.getByRole('region', { name: 'Party Favorites' });
  const tabs = party.getByRole('tab');
  await expect(tabs).toHaveText(['Party Platters', 'Pizza Party Packs', 'Cakes & Sweets']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(party.getByRole('tabpanel')).toHaveCount(1);

  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  const packs = party.getByRole('tabpanel', { name: 'Pizza Party Packs' });
  await expect(packs).toBeVisible();
  await expect(packs.getByText('Minimum 10 guests')).toBeVisible();
  await expect(packs).toContainText('$16.99');
  await page.keyboard.press('End');
  await expect(party.getByRole('tabpanel', { name: 'Cakes & Sweets' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(party.getByRole('tabpanel', { name: 'Party Platters' })).toBeFocused();
  await expect(party.getByRole('tabpanel')).toHaveCount(1);
});

test.describe('a long menu on a phone', { tag: '@mobile-only' }, () => {
  test('hydrates with the page only the first category; the later ones and the tabs follow', async ({
    page,
  }) => {
    // React reports every commit to a developer tools hook. The first commit that hydrates the
    // page's h1 is the page's own hydration, one task that a phone cannot interrupt.
    await page.addInitScript(() => {
      const hydrated = (element: Element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber'));
      const record = window as unknown as { hydratedWithPage?: Record<string, boolean> };
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          inject: () => 1,
          onCommitFiberRoot() {
            const h1 = document.querySelector('h1');
            if (record.hydratedWithPage || !h1 || !hydrated(h1)) return;
            const categories = document.querySelectorAll('#our-menu h3, #party-favorites h3');
            record.hydratedWithPage = Object.fromEntries(
              [...categories].map((title) => [title.textContent, hydrated(title)]),
            );
          },
          onCommitFiberUnmount() {},
        },
      });
    });
    await open(page);

    const categoriesHydrated = () =>
      page.evaluate(
        () =>
          (window as unknown as { hydratedWithPage?: Record<string, boolean> }).hydratedWithPage,
      );
    expect(await categoriesHydrated()).toEqual({
      Starters: true,
      Pizza: false,
      'Burgers & Sandwiches': false,
      Kids: false,
      Desserts: false,
      Drinks: false,
      'Party Platters': false,
      'Pizza Party Packs': false,
      'Cakes & Sweets': false,
    });
    // Each later part hydrates afterwards, in interruptible work of its own.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll('#our-menu h3, #party-favorites h3')].every((title) =>
            Object.keys(title).some((key) => key.startsWith('__reactFiber')),
          ),
        ),
      )
      .toBe(true);
  });

  test('lays out a later category only as the guest nears it, without shifting the page', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          shifts.total += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await open(page);
    const drawn = (name: string) =>
      categoryHeading(page, name).evaluate((heading) =>
        heading.checkVisibility({ contentVisibilityAuto: true }),
      );
    expect(await drawn('Starters')).toBe(true);
    expect(await drawn('Drinks')).toBe(false);

    await categoryHeading(page, 'Drinks').scrollIntoViewIfNeeded();
    await expect(categoryHeading(page, 'Drinks')).toBeInViewport();
    await expect.poll(() => drawn('Drinks')).toBe(true);
    expect(
      await page.evaluate(
        () => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total,
      ),
    ).toBe(0);
  });
});

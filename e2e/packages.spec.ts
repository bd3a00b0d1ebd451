import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectEveryImageLoaded, expectNoAxeViolations } from './support';

const PAGES = [
  { path: '/book/birthday/', heading: 'Birthday Party Packages' },
  { path: '/book/virtual-experiences/', heading: 'Virtual Experiences' },
  { path: '/book/activities/', heading: 'Bowling & Activities' },
];

/** Anchors stop 65 px below the top of the window (docs/rules/limits.md#layout-and-timing). */
const OFFSET = 65;

const topOf = (locator: Locator) =>
  locator.evaluate((element) => Math.round(element.getBoundingClientRect().top));

/** Waits until the element rests about 65 px from the top (the scroll has finished). */
async function expectScrolledTo(locator: Locator) {
  await expect.poll(() => topOf(locator)).toBeGreaterThan(OFFSET - 10);
  await expect.poll(() => topOf(locator)).toBeLessThan(OFFSET + 10);
}

/**
 * Waits until React has hydrated the page's links, so clicks reach the scripts instead of the
 * browser's own fragment jump (which is the fallback before hydration).
 */
async function waitForHydration(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main a[href^="#"]')].every((link) =>
      Object.keys(link).some((key) => key.startsWith('__reactProps')),
    ),
  );
}

/**
 * Records window.scrollY on every frame from now until `target` rests about 65 px from the top;
 * the answer waits for that and returns the positions.
 */
async function recordScrollingTo(target: Locator) {
  await target.evaluate((element, offset) => {
    const record = window as unknown as { scrollPositions: number[]; scrollArrived: boolean };
    record.scrollPositions = [];
    record.scrollArrived = false;
    const tick = () => {
      record.scrollPositions.push(window.scrollY);
      if (Math.abs(element.getBoundingClientRect().top - offset) < 1) record.scrollArrived = true;
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, OFFSET);
  return async () => {
    await target
      .page()
      .waitForFunction(() => (window as unknown as { scrollArrived: boolean }).scrollArrived);
    return target.evaluate(
      () => (window as unknown as { scrollPositions: number[] }).scrollPositions,
    );
  };
}

for (const { path, heading } of PAGES) {
  test(`${path} answers with its heading, loads its images and has no accessibility violations @desktop-only`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectNoAxeViolations(page);
    await expectEveryImageLoaded(page);
  });
}

test('birthday package cards show price, badges and the right call to action @desktop-only', async ({
  page,
}) => {
  await page.goto('/book/birthday/');
  const card = (anchor: string) => page.locator(`li#${anchor}`);

  await expect(card('bowling-bash-birthday')).toContainText('Starting at $22.00 per guest');
  await expect(card('spark-alley-ultimate-birthday')).toContainText('Best Value!');
  await expect(card('all-you-can-play-birthday')).toContainText('New!');
  await expect(card('laser-tag-n-arcade-birthday')).toContainText('Laser Tag & Arcade Birthday');
  await expect(card('teen-all-access')).toContainText('Minimum 6 guests');
  // The laser tag rule, from the experience's entry, beside each package with laser tag only.
  const laserTagRule = 'Laser Tag: Ages 7 and up, at least 42 inches tall.';
  await expect(card('laser-tag-n-arcade-birthday')).toContainText(laserTagRule);
  await expect(card('bowling-bash-birthday')).not.toContainText('Who can play');
  await expect(
    card('all-you-can-play-birthday').getByRole('link', { name: /^Find a Location/ }),
  ).toHaveAttribute('href', '/locations/');
  await expect(
    card('all-you-can-play-birthday').getByRole('link', { name: /Book Now/ }),
  ).toHaveCount(0);
  await expect(card('teen-all-access').getByRole('link', { name: /^Book Now/ })).toHaveAttribute(
    'href',
    '/book/birthday/info/?package=teen-all-access',
  );
  await expect(page.getByRole('complementary', { name: 'Disclaimer' })).toContainText(
    'Packages need a 10-guest minimum except Teen All Access (6). Final count and changes are due 3 days prior to the event.',
  );
});

test('virtual packages ask for info on the virtual experience form @desktop-only', async ({
  page,
}) => {
  await page.goto('/book/virtual-experiences/');
  const escape = page.locator('li#virtual-escape-room');
  await expect(escape).toContainText('Starting at $24.00 per guest');
  await expect(escape.getByRole('link', { name: /^Request Info/ })).toHaveAttribute(
    'href',
    '/virtual-team-building/',
  );
  await expect(page.locator('li#trivia-n-team-challenge')).toContainText('$15.50');
});

test('every activity leads to Find a Location or group events @desktop-only', async ({ page }) => {
  await page.goto('/book/activities/');
  for (const name of ['Bowling', 'Arcade', 'Laser Tag', 'Food & Drinks']) {
    const section = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name, exact: true }),
    });
    const cta = section.getByRole('link');
    await expect(cta).toHaveAttribute('href', /^\/(locations|group-events)\/$/);
  }
});

test('opening a package link lands with the card 65 px from the top', async ({ page }) => {
  await page.goto('/book/birthday/#teen-all-access');
  await expectScrolledTo(page.locator('#teen-all-access'));
});

test('opening the add-ons link lands on the add-ons section @desktop-only', async ({ page }) => {
  await page.goto('/book/birthday/#birthday-party-add-ons');
  await expectScrolledTo(page.locator('#birthday-party-add-ons'));
  await expect(page.locator('#birthday-party-add-ons')).toContainText('Birthday Party Add-Ons');
});

test('an in-page link scrolls smoothly to its anchor and moves focus there', async ({ page }) => {
  await page.goto('/book/birthday/');
  await waitForHydration(page);
  const addOns = page.locator('#birthday-party-add-ons');
  const positions = await recordScrollingTo(addOns);
  await page.getByRole('link', { name: 'See Party Add-Ons' }).click();

  const scrolled = await positions();
  const start = scrolled[0]!;
  const end = scrolled.at(-1)!;
  // An animation passes through positions on its way down; a jump goes straight from start to end.
  expect(scrolled.filter((y) => y > start && y < end).length).toBeGreaterThan(0);
  expect(scrolled).toEqual([...scrolled].sort((a, b) => a - b));
  await expectScrolledTo(addOns);
  await expect(page).toHaveURL(/\/book\/birthday\/#birthday-party-add-ons$/);
  await expect(addOns).toBeFocused();
});

test('guests who prefer reduced motion jump straight to the anchor @desktop-only', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/book/birthday/');
  await waitForHydration(page);
  const addOns = page.locator('#birthday-party-add-ons');
  const positions = await recordScrollingTo(addOns);
  await page.getByRole('link', { name: 'See Party Add-Ons' }).click();
  const scrolled = await positions();
  expect(scrolled.filter((y) => y > scrolled[0]! && y < scrolled.at(-1)!)).toEqual([]);
  await expectScrolledTo(addOns);
});

async function imageOf(page: Page, anchor: string) {
  const image = page.locator(`li#${anchor} img`);
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
}

test('package cards switch to the mobile artwork below 992 px @desktop-only', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 900 });
  await page.goto('/book/birthday/');
  expect(await imageOf(page, 'teen-all-access')).toBe('/cms-assets/package-teen-all-access.svg');

  await page.setViewportSize({ width: 991, height: 900 });
  await expect
    .poll(() => imageOf(page, 'teen-all-access'))
    .toBe('/cms-assets/package-teen-all-access-mobile.svg');
});

test('package cards show the mobile artwork on a phone @mobile-only', async ({ page }) => {
  await page.goto('/book/birthday/');
  expect(await imageOf(page, 'bowling-bash-birthday')).toBe(
    '/cms-assets/package-bowling-bash-birthday-mobile.svg',
  );
  await expect(page.locator('li#bowling-bash-birthday source')).toHaveAttribute(
    'media',
    '(max-width: 991.98px)',
  );
});

test('the birthday packages compared side by side estimate a party for the kids typed', async ({
  page,
}) => {
  await page.goto('/birthdays/packages/');
  const comparison = page.getByRole('region', { name: 'Compare the birthday packages' }).last();
  const table = comparison.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(6);
  const kidsInput = table.getByRole('spinbutton', { name: 'Estimated total for' });
  await kidsInput.fill('12');
  const bowlingBash = table.getByRole('columnheader', { name: 'Bowling Bash Birthday' });
  const column = await bowlingBash.evaluate((cell) => (cell as HTMLTableCellElement).cellIndex);
  // 12 kids × $22.00, as the booking's step 2 counts it.
  await expect(table.locator(`tr:has(input) > :nth-child(${column + 1})`)).toHaveText('$264.00');
  await expect(
    table.getByRole('link', { name: 'Book Now: Bowling Bash Birthday' }),
  ).toHaveAttribute('href', '/book/birthday/info/?package=bowling-bash-birthday');
  await expectNoAxeViolations(page);
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { CONTENT_PAGES, expectEveryImageLoaded, expectNoAxeViolations } from './support';

const EXPERIENCE_PAGES = CONTENT_PAGES.filter(
  ({ path }) => path.startsWith('/experiences/') || path === '/the-leagues/',
);
const ALL_EXPERIENCES = [
  'Bowling',
  'Arcade',
  'Laser Tag',
  'Escape Rooms',
  'Virtual Reality',
  'Bumper Cars',
  'Leagues',
];
/** Albuquerque (211) has bowling and an arcade only; Tempe (101) has every venue. */
const ALBUQUERQUE = { id: '211', experiences: ['Bowling', 'Arcade', 'Leagues'] };

const experienceSlider = (page: Page, name: string) => page.getByRole('region', { name });
/** The titles of the slides in order ('Slide n of m'), each once: react-slick adds clones. */
const slideTitles = (slider: Locator) =>
  slider.locator('[aria-roledescription="slide"]').evaluateAll((slides) => {
    const byNumber = new Map<number, string>();
    for (const slide of slides) {
      const number = Number(/\d+/.exec(slide.getAttribute('aria-label') ?? '')?.[0]);
      byNumber.set(number, slide.querySelector('h3')?.textContent ?? '');
    }
    return [...byNumber].sort(([a], [b]) => a - b).map(([, title]) => title);
  });
const currentDot = (slider: Locator) =>
  slider.locator('button[aria-current="true"]').getAttribute('aria-label');

async function chooseCenterInStorage(page: Page, centerId: string) {
  await page.evaluate((id) => {
    localStorage.setItem(
      'spark-alley-site',
      JSON.stringify({ state: { chosenCenterId: id, languageToggle: 'en' }, version: 1 }),
    );
  }, centerId);
}

test('every experience page and the leagues page answer with their heading @desktop-only', async ({
  page,
}) => {
  expect(EXPERIENCE_PAGES).toHaveLength(7);
  for (const { path, heading } of EXPERIENCE_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});

test('an experience page says what to know, how to book it, and what else there is to do @desktop-only', async ({
  page,
}) => {
  await page.goto('/experiences/laser-tag/');
  const facts = page.getByRole('complementary', { name: 'Good to know' });
  await expect(facts).toContainText('How long');
  await expect(facts).toContainText('Price');
  await expect(page.getByRole('heading', { name: 'What to know' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
    'href',
    '/book/activities/',
  );
  const more = experienceSlider(page, 'Experiences at Spark Alley');
  await more.scrollIntoViewIfNeeded();
  await expect(more).toHaveAttribute('data-ready', 'true');
  expect(await slideTitles(more)).toEqual(ALL_EXPERIENCES.filter((title) => title !== 'Laser Tag'));
  await expectEveryImageLoaded(page);
});

test('/experiences/leagues/ redirects to /the-leagues/, and an unknown experience is a 404 @desktop-only', async ({
  page,
}) => {
  await page.goto('/experiences/leagues/');
  await expect(page).toHaveURL(/\/the-leagues\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Leagues');
  const missing = await page.request.get('/experiences/mini-golf/');
  expect(missing.status()).toBe(404);
});

test("every Learn More on the home page resolves, and the leagues' goes to /the-leagues/ @desktop-only", async ({
  page,
}) => {
  await page.goto('/');
  // Links in slides out of view are inert, so not by role: every one on the page counts.
  const hrefs = await page
    .locator('a', { hasText: /^Learn More/ })
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
  expect(hrefs).toEqual(
    expect.arrayContaining([
      '/experiences/bowling/',
      '/experiences/arcade/',
      '/experiences/laser-tag/',
      '/the-leagues/',
    ]),
  );
  expect(hrefs).not.toContain('/experiences/leagues/');
  for (const href of hrefs) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
  }

  const leagues = experienceSlider(page, 'Experiences at Spark Alley')
    .locator('a', { hasText: 'Learn More: Leagues' })
    .first();
  await expect(leagues).toHaveAttribute('href', '/the-leagues/');
  await page.goto((await leagues.getAttribute('href'))!);
  await expect(page).toHaveURL(/\/the-leagues\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Leagues');
});

test('without JavaScript the experience slider lists every experience under the company name @desktop-only', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const slider = experienceSlider(page, 'Experiences at Spark Alley');
  await expect(slider).toBeAttached();
  expect(await slideTitles(slider)).toEqual(ALL_EXPERIENCES);
  await context.close();
});

test('the experience slider follows the center chosen on Find a Location @desktop-only', async ({
  page,
}) => {
  await page.goto('/locations/');
  await page.waitForFunction(() => {
    const input = document.getElementById('center-finder-query');
    return input !== null && Object.keys(input).some((key) => key.startsWith('__reactProps'));
  });
  await page.locator('#state-nm > summary').click();
  await page.getByRole('button', { name: 'Make this my center: Albuquerque' }).click();
  await expect(page.getByRole('region', { name: 'My center' })).toContainText('Albuquerque');

  await page.goto('/');
  const albuquerque = experienceSlider(page, 'Experiences at Albuquerque');
  await expect(page.getByRole('heading', { name: 'Experiences at Albuquerque' })).toBeVisible();
  await expect.poll(() => slideTitles(albuquerque)).toEqual(ALBUQUERQUE.experiences);

  // Another center, chosen elsewhere on the site, changes the list on the next page.
  await chooseCenterInStorage(page, '101');
  await page.goto('/experiences/bowling/');
  const tempe = experienceSlider(page, 'Experiences at Tempe');
  await expect(page.getByRole('heading', { name: 'Experiences at Tempe' })).toBeVisible();
  await expect
    .poll(() => slideTitles(tempe))
    .toEqual(ALL_EXPERIENCES.filter((title) => title !== 'Bowling'));
  await expectNoAxeViolations(page);
});

test('a center the site does not know shows every experience under the company name @desktop-only', async ({
  page,
}) => {
  await page.goto('/');
  await chooseCenterInStorage(page, '999');
  await page.reload();
  const slider = experienceSlider(page, 'Experiences at Spark Alley');
  await slider.scrollIntoViewIfNeeded();
  await expect(slider).toHaveAttribute('data-ready', 'true');
  expect(await slideTitles(slider)).toEqual(ALL_EXPERIENCES);
});

for (const { path, name } of [
  { path: '/the-leagues/', name: 'Why bowl in a league' },
  { path: '/', name: 'Experiences at Spark Alley' },
]) {
  test(`${name} turns every 7 seconds, pauses and plays again @desktop-only`, async ({ page }) => {
    await page.clock.install();
    await page.goto(path);
    const slider = page.getByRole('region', { name });
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toHaveAttribute('data-ready', 'true');
    await expect(slider).toHaveAttribute('data-playing', 'true');
    await page.mouse.move(0, 0);
    expect(await currentDot(slider)).toBe('Show slide 1');

    await page.clock.runFor(7_500);
    await expect.poll(() => currentDot(slider)).toBe('Show slide 2');

    await slider.getByRole('button', { name: 'Pause slide show' }).click();
    await expect(slider).toHaveAttribute('data-playing', 'false');
    await page.clock.runFor(20_000);
    expect(await currentDot(slider)).toBe('Show slide 2');

    await slider.getByRole('button', { name: 'Play slide show' }).click();
    // Focus on the rotation button does not hold the slide show.
    await expect(slider).toHaveAttribute('data-playing', 'true');
    await page.clock.runFor(7_500);
    await expect.poll(() => currentDot(slider)).toBe('Show slide 3');
  });
}

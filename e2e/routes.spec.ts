import { expect, test } from '@playwright/test';
import { ASSET_CACHE_CONTROL } from '../lib/http/assetCaching';
import {
  CONTENT_PAGES,
  expectEveryImageLoaded,
  expectNoAxeViolations,
  expectStylesIndependentOfSheetOrder,
  waitForHydration,
} from './support';

/*
 * On a phone, one page of each layout: pages built from the same screen (the event, experience
 * and careers pages, the text pages) differ in their words, which the desktop run checks on all.
 */
const PHONE_PAGES = new Set([
  '/',
  '/birthdays/packages/',
  '/terms/',
  '/book/birthday/',
  '/book/virtual-experiences/',
  '/book/activities/',
  '/locations/',
  '/locations/tempe/',
  '/safety/',
  '/grand-opening/',
  '/app/',
  '/food-menu/',
  '/delivery/',
  '/careers/',
  '/careers/opportunities/',
  '/careers/benefits/',
  '/events/',
  '/events/corporate-events/',
  '/events/school-events/play-academy/',
  '/events/corporate-events/team-building-challenge/',
  '/promotions/',
  '/lost-pins/',
  '/experiences/bowling/',
  '/the-leagues/',
  '/news/',
  '/news/tempe-grand-opening/',
]);

for (const { path, heading } of CONTENT_PAGES) {
  const where = PHONE_PAGES.has(path) ? '' : ' @desktop-only';
  test(`${path} answers with its heading, chrome and no accessibility violations${where}`, async ({
    page,
  }) => {
    // Chrome reports a resource the content security policy refused as a console error.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) refused.push(message.text());
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Spark Alley home' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Spark Alley. All rights reserved.');
    // A page ending with a coloured band meets the footer without a white strip between them.
    const strip = await page.evaluate(() => {
      const last = [...document.querySelectorAll('main > :not(script)')].at(-1)!;
      const style = getComputedStyle(last);
      if (style.backgroundImage === 'none' && style.backgroundColor === 'rgba(0, 0, 0, 0)')
        return 0;
      const footer = document.querySelector('footer')!;
      return footer.getBoundingClientRect().top - last.getBoundingClientRect().bottom;
    });
    expect(strip, 'white strip above the footer (px)').toBeLessThan(1);
    await expectNoAxeViolations(page);
    await expectEveryImageLoaded(page);
    // A block naming a style its stylesheet lacks renders the word "undefined" as a class.
    await expect(page.locator('[class~="undefined"]')).toHaveCount(0);
    await expectStylesIndependentOfSheetOrder(page);
    expect(refused).toEqual([]);
  });
}

test('an unknown path gets the 404 page with a way back home', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('can’t find that page');
  await expect(page.getByRole('main').getByRole('link', { name: 'Back Home' })).toHaveAttribute(
    'href',
    '/',
  );
  await expectNoAxeViolations(page);
});

// The server's HTML and the page's React payload each carry the title; once the page hydrates,
// the payload's wins, so a title is only right if it is still right then.
const TITLES: [path: string, title: string][] = [
  ['/no-such-page-here/', 'Page not found | Spark Alley'],
  ['/news/nope/', 'Page not found | Spark Alley'],
  ['/events/nope/', 'Page not found | Spark Alley'],
  ['/events/corporate-events/nope/', 'Page not found | Spark Alley'],
  ['/stories/nope/', 'Page not found | Spark Alley'],
  ['/experiences/nope/', 'Page not found | Spark Alley'],
  ['/locations/nope/', 'Page not found | Spark Alley'],
  ['/book/seasonpass/nope/', 'Page not found | Spark Alley'],
  ['/', 'Spark Alley | Bowling, Arcade, Laser Tag & Birthday Parties'],
  ['/contact-us/', 'Contact Us | Spark Alley'],
  ['/events/corporate-events/team-building-challenge/', 'Team Building Challenge | Spark Alley'],
];

for (const [path, title] of TITLES) {
  test(`${path} keeps its title once it has hydrated @desktop-only`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page).toHaveTitle(title);
  });
}

test('/home/ is not a second address of the home page @desktop-only', async ({ request }) => {
  expect((await request.get('/home/')).status()).toBe(404);
});

test('pages carry their CMS title, description, canonical address and Open Graph card @desktop-only', async ({
  page,
}) => {
  await page.goto('/birthdays/packages/');
  await expect(page).toHaveTitle('Birthday Party Packages | Spark Alley');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /birthday party packages/i,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/birthdays\/packages\/$/,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Birthday Party Packages',
  );
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute(
    'content',
    'Spark Alley',
  );
});

test('every response carries the security headers @desktop-only', async ({ request }) => {
  for (const path of ['/', '/terms/', '/no-such-page/', '/sitemap.xml']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy'], path).toContain("object-src 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['strict-transport-security'], path).toContain('max-age=');
    expect(headers['x-powered-by'], path).toBeUndefined();
  }
});

test('a browser asking for /favicon.ico gets the site icon @desktop-only', async ({ request }) => {
  const answer = await request.get('/favicon.ico', { maxRedirects: 0 });
  expect(answer.status()).toBe(308);
  expect(answer.headers()['location']).toBe('/icon.svg');
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
});

test('the site’s own art is cached for a day, like the CMS assets, and pages are not @desktop-only', async ({
  request,
}) => {
  for (const path of ['/art/safety/team.svg', '/badges/app-store.svg', '/art/gutter-ball.svg']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['cache-control'], path).toBe(ASSET_CACHE_CONTROL);
  }
  expect((await request.get('/privacy-policy/')).headers()['cache-control']).not.toBe(
    ASSET_CACHE_CONTROL,
  );
});

test('the sitemap lists every CMS page and robots.txt points to it @desktop-only', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { path } of CONTENT_PAGES)
    expect(sitemap).toContain(`<loc>http://localhost:3000${path}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(sitemap).toContain('<loc>http://localhost:3000/book/seasonpass/winter/</loc>');
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  expect(robots).toContain('Disallow: /api/');
});

test('embedded CMS assets are served, and nothing outside the asset folder is @desktop-only', async ({
  request,
}) => {
  const art = await request.get('/cms-assets/hero-home.svg');
  expect(art.status()).toBe(200);
  expect(art.headers()['content-type']).toBe('image/svg+xml');
  expect((await request.get('/cms-assets/..%2Fsite.json')).status()).toBe(404);
  expect((await request.get('/cms-assets/missing.svg')).status()).toBe(404);
});

test('the page renders without a console error or failed request', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('requestfailed', (request) =>
    problems.push(`${request.url()} ${request.failure()?.errorText}`),
  );
  page.on(
    'response',
    (response) =>
      response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`),
  );
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support';

/*
 * The site search answers on the server: every search here is typed into a box and sent with
 * scripts off, as a plain form, one page load each.
 */
test.use({ javaScriptEnabled: false });

/** Types into the header's box and sends it with Enter, as a guest without scripts does. */
async function searchFromHeader(page: Page, query: string, box = 'Search the site') {
  const field = page.getByRole('search', { name: box }).getByRole('searchbox');
  await field.fill(query);
  await field.press('Enter');
  await page.waitForURL(/\/search\/\?q=/);
}

const results = (page: Page) =>
  page.getByRole('list', { name: 'Search results' }).getByRole('listitem');

test('the header’s box finds pages, centers, ZIP codes and dishes, typos too @desktop-only', async ({
  page,
}) => {
  await page.goto('/privacy-policy/');

  await searchFromHeader(page, 'bowling');
  await expect(page).toHaveURL('/search/?q=bowling');
  await expect(page).toHaveTitle('Search results for “bowling” | Spark Alley');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “bowling”');
  const first = results(page).first();
  await expect(first.getByRole('link')).toHaveText('Bowling & Activities');
  await expect(first.locator('mark').first()).toHaveText('Bowling');
  await expect(
    results(page).filter({ hasText: 'Experience' }).getByRole('link', { name: 'Bowling' }),
  ).toHaveAttribute('href', '/experiences/bowling/');

  await searchFromHeader(page, 'tempe');
  await expect(results(page).first()).toContainText('Center');
  await expect(results(page).first().getByRole('link')).toHaveAttribute(
    'href',
    '/locations/tempe/',
  );
  await expect(results(page).first().locator('mark').first()).toHaveText('Tempe');

  await searchFromHeader(page, '75024');
  await expect(results(page).first().getByRole('link')).toHaveText('Plano, TX');
  await expect(results(page).first()).toContainText('1 mile from 75024');

  await searchFromHeader(page, 'nachos');
  await expect(results(page).first()).toContainText('Menu item');
  await expect(results(page).first().getByRole('link')).toHaveText('Loaded Nachos Grande');

  await searchFromHeader(page, 'nachoz');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “nachoz”');
  await expect(results(page).first().getByRole('link')).toHaveText('Loaded Nachos Grande');
  await expect(results(page).first().locator('mark').first()).toHaveText('Nachos');
});

test('a search that finds nothing offers the main areas and Find a Location @desktop-only', async ({
  page,
}) => {
  await page.goto('/search/');
  await expect(page).toHaveTitle('Search | Spark Alley');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What are you looking for?');

  await searchFromHeader(page, 'zqxwv plonk');
  await expect(page.getByText('Nothing matched “zqxwv plonk”.')).toBeVisible();
  await expect(results(page)).toHaveCount(0);
  for (const [name, href] of [
    ['Birthday parties', '/book/birthday/'],
    ['Season pass', '/book/seasonpass/'],
    ['Food & drinks', '/food-menu/'],
    ['Events', '/events/'],
    ['Locations', '/locations/'],
    ['Find a Location', '/locations/'],
  ]) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      href!,
    );
  }
});

test('a Spanish page searches the Spanish content and answers in Spanish @desktop-only', async ({
  page,
}) => {
  await page.goto('/es/privacy-policy/');
  await searchFromHeader(page, 'boliche', 'Buscar en el sitio');
  await expect(page).toHaveURL('/es/search/?q=boliche');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('Resultados de búsqueda de “boliche” | Spark Alley');
  const spanishResults = page
    .getByRole('list', { name: 'Resultados de la búsqueda' })
    .getByRole('listitem');
  await expect(spanishResults.first()).toContainText('Experiencia');
  await expect(spanishResults.first().getByRole('link')).toHaveAttribute(
    'href',
    '/es/experiences/bowling/',
  );
  await expect(spanishResults.first().locator('mark').first()).toHaveText('Boliche');
});

test('the search page’s own box works on a phone without scripts @mobile-only', async ({
  page,
}) => {
  await page.goto('/search/');
  await searchFromHeader(page, 'bowlng', 'Search again');
  await expect(results(page).first().locator('mark').first()).toHaveText('Bowling');
});

test.describe('with scripts', () => {
  test.use({ javaScriptEnabled: true });

  // axe runs in the page, so it needs scripts.
  for (const path of ['/search/?q=bowling', '/search/?q=zqxwv', '/es/search/?q=boliche']) {
    test(`${path} passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('on a phone the header’s folded box opens as the guest types @mobile-only', async ({
    page,
  }) => {
    await page.goto('/privacy-policy/');
    await searchFromHeader(page, 'tempe');
    await expect(results(page).first().getByRole('link')).toHaveText('Tempe, AZ');
  });
});

test('the search page is not in the sitemap @desktop-only', async ({ request }) => {
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/search/');
});

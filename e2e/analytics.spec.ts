import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { startNextServer, type NextServer } from './serverProcess';

/*
 * Analytics with consent (docs/decisions/0044-analytics-with-consent.md). The suite's own server
 * runs without an analytics id; a second server of the same build starts with one, as a
 * deployment would. The tag manager is Google's: its address is answered here by a stand-in.
 */

const GTM_ID = 'GTM-E2ETEST1';
const DATA_DIR = '.data/e2e-analytics';
const banner = (page: Page) => page.getByRole('region', { name: 'Cookies and your privacy' });
const preferences = (page: Page) => page.getByRole('button', { name: 'Cookie preferences' });

/** The tag manager's loads, answered by a stand-in that does nothing. */
async function watchTagManager(context: BrowserContext) {
  const loads: string[] = [];
  await context.route('https://www.googletagmanager.com/**', (route) => {
    loads.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  return loads;
}

test('without an analytics id there is no banner and no analytics at all @desktop-only', async ({
  page,
  context,
  request,
}) => {
  expect(await (await request.get('/api/analytics/')).text()).toBe('');
  const loads = await watchTagManager(context);
  const script = page.waitForResponse((response) => response.url().endsWith('/api/analytics/'));
  await page.goto('/');
  await script;
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toHaveCount(0);
  await expect(preferences(page)).toHaveCount(0);
  expect(loads).toEqual([]);
});

test.describe('with an analytics id set when the server starts @desktop-only', () => {
  // One second server, shared by these tests in order.
  test.describe.configure({ mode: 'serial' });
  let server: NextServer;
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    rmSync(DATA_DIR, { recursive: true, force: true });
    server = await startNextServer({
      env: { ANALYTICS_GTM_ID: GTM_ID, PLATFORM_DATA_DIR: DATA_DIR, RATE_LIMIT_PER_MINUTE: '1000' },
      logFile: path.join(tmpdir(), 'e2e-analytics-server.log'),
      readyPath: '/api/health/',
      readyStatus: 200,
    });
  });
  test.afterAll(() => server?.stop());
  const at = (address: string) => `${server.baseURL}${address}`;

  test('nothing loads and no cookie is set before consent; Accept loads the tag manager', async ({
    page,
    context,
  }) => {
    const loads = await watchTagManager(context);
    await page.goto(at('/'));
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Reject all' })).toBeVisible();
    expect(loads).toEqual([]);
    expect(await context.cookies()).toEqual([]);

    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => loads).toEqual([expect.stringContaining(`id=${GTM_ID}`)]);
    await expect(banner(page)).toHaveCount(0);

    // The next page loads it at once, without asking again.
    await page.goto(at('/promotions/'));
    await expect.poll(() => loads.length).toBe(2);
    await expect(preferences(page)).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('Reject loads nothing, on this page or the next; Cookie preferences changes it', async ({
    page,
    context,
  }) => {
    const loads = await watchTagManager(context);
    await page.goto(at('/es/'));
    await page
      .getByRole('region', { name: 'Las cookies y tu privacidad' })
      .getByRole('button', { name: 'Rechazar todo' })
      .click();
    await page.goto(at('/promotions/'));
    await expect(preferences(page)).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect(loads).toEqual([]);
    expect(await context.cookies()).toEqual([]);

    await preferences(page).click();
    await page.getByRole('checkbox', { name: /Measuring visits and bookings/ }).check();
    await page.getByRole('button', { name: 'Save my choices' }).click();
    await expect.poll(() => loads.length).toBe(1);
  });

  test('a browser sending Global Privacy Control gets no banner and no tag manager', async ({
    page,
    context,
  }) => {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    const loads = await watchTagManager(context);
    await page.goto(at('/'));
    await expect(preferences(page)).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await preferences(page).click();
    await expect(banner(page)).toContainText('Your browser sends Global Privacy Control');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await page.goto(at('/promotions/'));
    await expect(preferences(page)).toBeVisible();
    expect(loads).toEqual([]);
  });

  test('each event reaches the tag manager once, with its fields and nothing personal', async ({
    page,
    context,
  }) => {
    test.slow();
    await watchTagManager(context);
    await context.route(/^https:\/\/(www\.doordash\.com|www\.ubereats\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Partner</title>' }),
    );
    // Every event the page sends, kept across the journey's pages.
    await context.addInitScript(() => {
      const layer: unknown[] = ((window as { dataLayer?: unknown[] }).dataLayer ??= []);
      const push = layer.push.bind(layer);
      layer.push = (...entries: unknown[]) => {
        for (const entry of entries) {
          const name = (entry as { event?: unknown } | null)?.event;
          if (typeof name !== 'string' || name.startsWith('gtm.')) continue;
          const seen = JSON.parse(sessionStorage.getItem('e2e-events') ?? '[]') as unknown[];
          sessionStorage.setItem('e2e-events', JSON.stringify([...seen, entry]));
        }
        return push(...entries);
      };
    });
    const events = () =>
      page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-events') ?? '[]') as unknown[]);

    await page.goto(at('/book/seasonpass/'));
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await page.getByLabel('Season Pass card number 1', { exact: true }).fill('10000000019');
    await page.getByLabel('First name').fill('Jamie');
    await page.getByLabel('Last name').fill('Rivera');
    await page.getByLabel('Phone').fill('(480) 555-0142');
    await page.getByLabel('Email').fill('jamie.rivera@example.com');
    await page.getByLabel('Location').selectOption({ label: 'Tempe' });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Awesome!' })).toBeVisible();

    await page.goto(at('/'));
    const widget = page.locator('#book-a-party');
    await widget.getByRole('button', { name: 'Birthday', exact: true }).click();
    const party = page.getByRole('form', { name: 'Birthday party', exact: true });
    const search = party.getByRole('textbox', { name: 'ZIP code, city or center name' });
    await search.fill('Fort Wayne');
    await search.press('Enter');
    await party
      .getByRole('button', { name: /^Fort Wayne/ })
      .first()
      .click();
    await page.getByRole('textbox', { name: 'Guest of honor’s name' }).fill('Maya');
    await page.getByRole('textbox', { name: 'Guest of honor’s age' }).fill('8');
    await page.getByRole('spinbutton', { name: 'How many kids' }).fill('12');
    await page.getByRole('button', { name: 'Book birthday' }).click();
    await expect(page).toHaveURL(/\/book\/birthday\/info\/$/);
    await page.getByRole('textbox', { name: 'First name' }).fill('Sam');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Lee');
    await page.getByRole('textbox', { name: 'Email' }).fill('sam.lee@example.com');
    await page.getByRole('textbox', { name: 'Phone' }).fill('480-555-0142');
    await page.getByRole('radio', { name: 'Afternoon' }).check();
    await page.getByRole('radio', { name: /Teen All Access/ }).check();
    await page.getByRole('button', { name: 'Check availability' }).click();
    await expect(page.getByRole('heading', { name: 'Your party request is in!' })).toBeVisible();

    await page.goto(at('/contact-us/'));
    await page.getByRole('textbox', { name: 'First Name' }).fill('Ann');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Lee');
    await page.getByRole('textbox', { name: 'Email' }).fill('ann.lee@example.com');
    await page.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'Tempe' });
    await page.getByRole('textbox', { name: /^Additional Info/ }).fill('Do you host leagues?');
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(/A member of our team will be in touch/)).toBeVisible();

    await page.goto(at('/search/?q=nachos'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('nachos');
    await expect.poll(async () => (await events()).length).toBe(5);

    await page.goto(at('/delivery/'));
    const picker = page.getByRole('dialog', { name: 'Choose your center' });
    await picker.getByLabel('State').selectOption('Arizona');
    await picker.getByLabel('Center').selectOption('Tempe');
    await picker.getByRole('button', { name: 'Submit' }).click();
    const partnerTab = context.waitForEvent('page');
    await page.getByRole('link', { name: 'Order on DoorDash (opens in a new tab)' }).click();
    await (await partnerTab).close();

    await page.getByRole('link', { name: 'Ver esta página en español' }).first().click();
    await expect(page).toHaveURL(/\/es\/delivery\/$/);

    const sent = await events();
    expect(sent).toEqual([
      { event: 'season_pass_registered', cards: 1, season: 'summer' },
      { event: 'birthday_booking_started', center_id: '272' },
      { event: 'birthday_request_sent', package: 'teen-all-access', kids: 12, center_id: '272' },
      { event: 'enquiry_sent', form: 'contact', center_id: '101' },
      { event: 'search', result_count: expect.any(Number) },
      { event: 'delivery_partner_clicked', partner: 'doordash', center_id: '101' },
      { event: 'language_switched', language: 'es' },
    ]);
    const written = JSON.stringify(sent);
    for (const personal of [
      'Jamie',
      'Rivera',
      'Maya',
      'Sam',
      'Ann',
      'example.com',
      '555',
      '10000000019',
      'leagues',
    ]) {
      expect(written).not.toContain(personal);
    }
  });
});

import { expect, test, type Page } from '@playwright/test';
import { expectEveryImageLoaded, expectNoAxeViolations } from './support';

const NO_NEARBY = 'No nearby locations, please try a different location.';

/**
 * Opens Find a Location once its islands have hydrated (React has attached its props to the
 * search input), so clicks and key presses reach their handlers on a busy machine too.
 */
async function open(page: Page) {
  const response = await page.goto('/locations/');
  await page.waitForFunction(() => {
    const input = document.getElementById('center-finder-query');
    return input !== null && Object.keys(input).some((key) => key.startsWith('__reactProps'));
  });
  return response;
}

function search(page: Page) {
  return page.getByRole('group', { name: 'Search for a center' });
}

function results(page: Page) {
  return search(page).getByRole('list', { name: / near / });
}

/** Opens a state's group of center cards, by its summary (state code as in the group's id). */
async function openState(page: Page, code: string) {
  await page.locator(`#state-${code} > summary`).click();
}

async function resultNames(page: Page) {
  return results(page)
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.querySelector('span')?.textContent));
}

test('Find a Location answers with its heading, images and no axe violations @desktop-only', async ({
  page,
}) => {
  const response = await open(page);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a Location');
  await expect(page).toHaveTitle(/^Find a Location \| /);
  await expectEveryImageLoaded(page);
  await expectNoAxeViolations(page);
});

test('a city without a center of its own lists the centers around it, a state all of its own @desktop-only', async ({
  page,
}) => {
  await open(page);
  const input = search(page).getByLabel('ZIP code, city or center name');
  await input.fill('Dallas');
  await input.press('Enter');
  // The city table loads with this first search for a city that has no center.
  await expect(search(page).getByRole('status').first()).toHaveText(
    '4 centers near “Dallas”, nearest first.',
  );
  expect(await resultNames(page)).toEqual(['Plano', 'Arlington', 'Frisco', 'Fort Worth']);

  await input.fill('Missouri');
  await input.press('Enter');
  await expect(search(page).getByRole('status').first()).toHaveText('2 centers in Missouri.');
  await expect(search(page).getByRole('list', { name: 'in Missouri' })).toHaveText(
    /^Independence.*St\. Peters/,
  );
});

test('the search comes first, right under the heading, on a phone too', async ({ page }) => {
  await open(page);
  const heading = page.getByRole('heading', { level: 1 });
  const input = search(page).getByLabel('ZIP code, city or center name');
  const viewport = page.viewportSize();
  const [headingBox, inputBox] = [await heading.boundingBox(), await input.boundingBox()];
  expect(headingBox && inputBox && viewport).toBeTruthy();
  expect(inputBox!.y).toBeGreaterThan(headingBox!.y);
  expect(inputBox!.y + inputBox!.height).toBeLessThanOrEqual(viewport!.height);
});

test('every center list offers its centers by state in alphabetical order: an enquiry all 41, a season pass the 40 open ones @desktop-only', async ({
  page,
}) => {
  // Fishers opens on April 17, 2027 (the test server's clock is before it: playwright.config.ts).
  const lists = [
    { path: '/book/seasonpass/', name: 'Location', indiana: ['Fort Wayne'] },
    { path: '/contact-us/', name: 'Location', indiana: ['Fishers', 'Fort Wayne'] },
  ];
  for (const list of lists) {
    await page.goto(list.path);
    const select = page.getByRole('combobox', { name: list.name });
    // The form is the page's last streamed part: wait for it to be in place.
    await expect(select.locator('optgroup'), list.path).toHaveCount(17);
    const states = await select
      .locator('optgroup')
      .evaluateAll((groups) => groups.map((group) => group.getAttribute('label') ?? ''));
    expect(states, list.path).toHaveLength(17);
    expect(states, list.path).toEqual(states.toSorted((a, b) => a.localeCompare(b)));
    await expect(select.locator('optgroup option'), list.path).toHaveCount(
      40 + list.indiana.length - 1,
    );
    await expect(select.locator('optgroup[label="Indiana"] option'), list.path).toHaveText(
      list.indiana,
    );
  }

  await open(page);
  await expect(page.locator('details > summary')).toHaveCount(17);
  await expect(page.locator('#state-in > summary')).toContainText('Indiana2 centers');
});

test('a ZIP code of a known center lists that center first @desktop-only', async ({ page }) => {
  await open(page);
  await search(page).getByLabel('ZIP code, city or center name').fill('74133');
  await search(page).getByRole('button', { name: 'Search' }).click();
  await expect(results(page).getByRole('button').first()).toContainText('Tulsa');
  expect((await resultNames(page))[0]).toBe('Tulsa');
  await expect(results(page).getByRole('button').first()).toContainText('0.0 mi');
  await expectNoAxeViolations(page);
});

test('an unknown place shows the no-nearby message @desktop-only', async ({ page }) => {
  await open(page);
  const input = search(page).getByLabel('ZIP code, city or center name');
  await input.fill('Atlantis');
  await input.press('Enter');
  await expect(search(page).getByRole('alert')).toHaveText(NO_NEARBY);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  // A real ZIP code far from every center says the same.
  await input.fill('98101');
  await input.press('Enter');
  await expect(search(page).getByRole('alert')).toHaveText(NO_NEARBY);
  await expectNoAxeViolations(page);
});

test('Use my location lists the centers nearest to the browser position', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  // Near the Katy center, west of Houston.
  await context.setGeolocation({ latitude: 29.78, longitude: -95.82 });
  await open(page);
  await search(page).getByRole('button', { name: 'Use my location' }).click();
  await expect(search(page).getByText(/near your location/)).toBeVisible();
  const names = await resultNames(page);
  expect(names[0]).toBe('Katy');
  expect(names).toContain('Sugar Land');
});

test('a denied position asks for a ZIP code or city @desktop-only', async ({ page, context }) => {
  await context.clearPermissions();
  await open(page);
  await search(page).getByRole('button', { name: 'Use my location' }).click();
  await expect(search(page).getByRole('alert')).toHaveText(
    'We could not get your location. Please type a ZIP code or city instead.',
  );
});

test('the chosen center is remembered across a reload @desktop-only', async ({ page }) => {
  await open(page);
  await openState(page, 'ok');
  const tulsa = page.getByRole('article', { name: 'Tulsa' });
  await tulsa.getByRole('button', { name: 'Make this my center: Tulsa' }).click();
  await expect(tulsa.getByText('★ My center')).toBeVisible();
  const mine = page.getByRole('region', { name: 'My center' });
  await expect(mine).toContainText('Tulsa');

  await page.reload();
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('center-finder-query') ?? {}).some((key) =>
      key.startsWith('__reactProps'),
    ),
  );
  await expect(page.getByRole('region', { name: 'My center' })).toContainText('Tulsa');
  await openState(page, 'ok');
  await openState(page, 'az');
  await expect(page.getByRole('article', { name: 'Tulsa' }).getByText('★ My center')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Tempe' }).getByText('★ My center')).toHaveCount(
    0,
  );
  // Opening Arizona scrolled the My center card under the sticky header, which axe would read as
  // its buttons being covered.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
});

test('Book a Party remembers the center and opens the birthday form with it chosen', async ({
  page,
}) => {
  await open(page);
  await openState(page, 'tx');
  const katy = page.getByRole('article', { name: 'Katy' });
  await expect(katy.getByRole('link', { name: 'Book a Party at Katy' })).toHaveAttribute(
    'href',
    '/book/birthday/#book-a-party',
  );
  await expect(katy.getByRole('link', { name: /^Call \(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute(
    'href',
    /^tel:\+1\d{10}$/,
  );
  await expect(katy.getByRole('link', { name: 'Directions to Katy' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=.+%2C\+Katy%2C\+TX\+77494$/,
  );
  await katy.getByRole('link', { name: 'Book a Party at Katy' }).click();
  await page.waitForURL(/\/book\/birthday\/#book-a-party$/);
  const stored = await page.evaluate(() => localStorage.getItem('spark-alley-site'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({
    state: { chosenCenterId: expect.any(String) },
  });
  // Nothing is asked twice: the party form is open, at Katy.
  const widget = page.locator('#book-a-party');
  await expect(widget.getByRole('button', { name: 'Birthday', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(widget.getByText(/Chosen center: Katy/)).toBeVisible();
});

test('the JSON-LD describes all 41 centers as LocalBusiness, opening hours for the 40 open ones @desktop-only', async ({
  page,
}) => {
  await open(page);
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  const data = JSON.parse((await scripts.textContent()) ?? '') as {
    '@context': string;
    '@graph': {
      '@type': string;
      name: string;
      telephone: string;
      address: { '@type': string; postalCode: string };
      geo: { latitude: number; longitude: number };
      openingHours?: string[];
    }[];
  };
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@graph']).toHaveLength(41);
  for (const business of data['@graph']) {
    expect(business['@type']).toBe('LocalBusiness');
    expect(business.address['@type']).toBe('PostalAddress');
    expect(business.telephone).toMatch(/^\+1-\d{3}-\d{3}-\d{4}$/);
    // Fishers opens on April 17, 2027 (the test server's clock is before it): no hours yet.
    if (business.name === 'Spark Alley Fishers') {
      expect(business.openingHours).toBeUndefined();
      continue;
    }
    expect(business.openingHours!.length).toBeGreaterThan(0);
    for (const hours of business.openingHours!)
      expect(hours).toMatch(/^(?:Mo|Tu|We|Th|Fr|Sa|Su)[-,A-Za-z]* \d{2}:\d{2}-\d{2}:\d{2}$/);
  }
  await expect(page.locator('article')).toHaveCount(41);
});

test('the search works with the keyboard alone @desktop-only', async ({ page }) => {
  await open(page);
  const input = search(page).getByLabel('ZIP code, city or center name');
  await input.focus();
  await page.keyboard.type('Plano');
  await page.keyboard.press('Enter');
  await expect(results(page).getByRole('button').first()).toContainText('Plano');

  await page.keyboard.press('Tab'); // Search
  await expect(search(page).getByRole('button', { name: 'Search' })).toBeFocused();
  await page.keyboard.press('Tab'); // Use my location
  await page.keyboard.press('Tab'); // first result
  const first = results(page).getByRole('button').first();
  await expect(first).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(results(page).getByRole('button').nth(1)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'My center' })).toContainText('Plano');

  // The card actions are reachable and operable too.
  await page.locator('#state-tx > summary').focus();
  await page.keyboard.press('Enter');
  const frisco = page.getByRole('button', { name: 'Make this my center: Frisco' });
  await frisco.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'My center: Frisco' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'My center' })).toContainText('Frisco');
});

test('each card says whether its center is open now by the guest’s clock, and the filter keeps the open ones', async ({
  page,
}) => {
  // The page was made at noon in Texas (e2e/site-clock.json); the guest reads it on Thursday
  // 3 December at 10:30 AM on the East Coast, 9:30 in Texas and 8:30 in Arizona.
  await page.clock.setFixedTime(new Date('2026-12-03T15:30:00Z'));
  await open(page);
  await openState(page, 'az');
  await expect(page.getByRole('article', { name: 'Tempe' })).toContainText('Closed · opens 10 AM');
  await openState(page, 'fl');
  await expect(page.getByRole('article', { name: 'Orlando' })).toContainText(
    'Open now · closes midnight',
  );

  await page.getByRole('checkbox', { name: 'Open now only' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'open now' })).toHaveText(
    '10 centers are open now.',
  );
  await expect(page.locator('details > summary')).toHaveText([
    'Delaware1 center open',
    'Florida3 centers open',
    'Georgia2 centers open',
    'Maryland2 centers open',
    'Ohio2 centers open',
  ]);
  await expect(page.getByRole('article', { name: 'Columbus' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the sensory-friendly filter keeps the centers that hold sessions, each card saying when @desktop-only', async ({
  page,
}) => {
  // Thursday 3 December at 10:30 AM on the East Coast, as above.
  await page.clock.setFixedTime(new Date('2026-12-03T15:30:00Z'));
  await open(page);
  await page.getByRole('checkbox', { name: 'Sensory-friendly sessions' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'sensory' })).toHaveText(
    '15 centers hold sensory-friendly sessions.',
  );
  await expect(page.getByRole('article', { name: 'Louisville' })).toContainText(
    'Sensory-friendly sessions: Sat 9:00 AM – 10:00 AM',
  );
  await expect(page.getByRole('article', { name: 'Chandler' })).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Open now only' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'sensory' })).toHaveText(
    '5 centers with sensory-friendly sessions are open now.',
  );
  await expect(page.locator('details > summary')).toHaveText([
    'Florida2 centers open',
    'Georgia1 center open',
    'Maryland1 center open',
    'Ohio1 center open',
  ]);
  await expectNoAxeViolations(page);
});

import { expect, test, type Page } from '@playwright/test';
import { CONTENT_PAGES, expectNoAxeViolations } from './support';

const filterOf = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Find your event package' }) });
const cardTitles = (page: Page) => filterOf(page).getByRole('heading', { level: 3 });
const pressed = (page: Page) => filterOf(page).locator('button[aria-pressed="true"]');

test('the event packages filter narrows by category or occasion, one at a time', async ({
  page,
}) => {
  await page.goto('/events/');
  const filter = filterOf(page);
  // The eight packages and the Play Academy programme.
  await expect(filter.getByRole('status')).toHaveText('Showing 9 event packages');
  await expect(pressed(page)).toHaveText('All Events');

  await filter.getByRole('button', { name: 'School Events' }).click();
  await expect(pressed(page)).toHaveText('School Events');
  await expect(cardTitles(page)).toHaveText([
    'School Field Trip',
    'Graduation Celebration',
    'Fundraiser Night',
    'Youth Group Outing',
    'Play Academy: Science Labs for Schools',
  ]);

  // An occasion clears the category, and the category clears the occasion.
  await filter.getByRole('button', { name: 'Team Building' }).click();
  await expect(pressed(page)).toHaveText('Team Building');
  await expect(cardTitles(page)).toHaveText(['Team Building Challenge']);
  await filter.getByRole('button', { name: 'Corporate Events' }).click();
  await expect(pressed(page)).toHaveText('Corporate Events');
  await expect(cardTitles(page)).toHaveCount(3);

  await filter.getByRole('button', { name: 'All Events' }).click();
  await expect(pressed(page)).toHaveText('All Events');
  await expect(cardTitles(page)).toHaveCount(9);

  await filter
    .getByRole('link', { name: /View Package/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/events\/corporate-events\/team-building-challenge\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team Building Challenge');
});

for (const [hash, category] of [
  ['#corporate-events', 'Corporate Events'],
  ['#group-events', 'Group Events'],
  ['#school-events', 'School Events'],
] as const) {
  test(`/events/${hash} preselects ${category} @desktop-only`, async ({ page }) => {
    await page.goto(`/events/${hash}`);
    await expect(pressed(page)).toHaveText(category);
  });
}

test('the events category page visited last preselects its category on /events/ @desktop-only', async ({
  page,
}) => {
  await page.goto('/events/group-events/');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('visitedEventPath')))
    .toBe('/events/group-events');
  await page.goto('/events/');
  await expect(pressed(page)).toHaveText('Group Events');
});

test('View All on an event page leads to the list with its category chosen @desktop-only', async ({
  page,
}) => {
  await page.goto('/events/school-events/field-trip/');
  await page.getByRole('link', { name: 'View All School Events' }).click();
  await expect(page).toHaveURL(/\/events\/#school-events$/);
  await expect(pressed(page)).toHaveText('School Events');
});

test('More Details on an event page leads to the list with its category chosen @desktop-only', async ({
  page,
}) => {
  await page.goto('/events/corporate-events/team-building-challenge/');
  // Its name goes on with the category for screen readers.
  await page.getByRole('link', { name: /^More Details\b.*Corporate Events$/ }).click();
  await expect(page).toHaveURL(/\/events\/#corporate-events$/);
  await expect(pressed(page)).toHaveText('Corporate Events');
});

test('an event page asked for under another category redirects to its own @desktop-only', async ({
  page,
}) => {
  await page.goto('/events/corporate-events/play-academy/');
  await expect(page).toHaveURL(/\/events\/school-events\/play-academy\/$/);
  await page.goto('/events/school-events/holiday-party/');
  await expect(page).toHaveURL(/\/events\/corporate-events\/holiday-party\/$/);
  expect((await page.goto('/events/school-events/no-such-event/'))?.status()).toBe(404);
});

test('the event menu tabs follow the APG keyboard pattern @desktop-only', async ({ page }) => {
  await page.goto('/events/group-events/');
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs).toHaveText(['Food Packages', 'Bar Packages', 'Add Ons', 'Birthday']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);

  await tabs.first().click();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Bar Packages' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('tabpanel', { name: 'Birthday' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Food Packages' })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
});

test('the event menu cards line up their parts across a row @desktop-only', async ({ page }) => {
  await page.goto('/events/corporate-events/');
  const panel = page.getByRole('tabpanel', { name: 'Food Packages' });
  await panel.scrollIntoViewIfNeeded();
  // The descriptions run to three and four lines; in each row of cards, the lists and minimums
  // still start level.
  for (const part of ['What’s included', /^Minimum \d+ guests$/]) {
    const topsByRow = await panel.getByText(part).evaluateAll((found) => {
      const rows: Record<number, number[]> = {};
      for (const element of found) {
        const cardTop = element.closest('li')!.getBoundingClientRect().top;
        (rows[cardTop] ??= []).push(element.getBoundingClientRect().top);
      }
      return Object.values(rows);
    });
    expect(topsByRow.flat().length).toBeGreaterThan(1);
    for (const tops of topsByRow) expect(new Set(tops).size, `${part} level in a row`).toBe(1);
  }
});

test('an event menu keeps the tab of a category without packages, pointing to the events team @desktop-only', async ({
  page,
}) => {
  await page.goto('/events/school-events/');
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs).toHaveText(['Food Packages', 'Bar Packages', 'Add Ons', 'Birthday']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await tabs.nth(1).click();
  const panel = page.getByRole('tabpanel', { name: 'Bar Packages' });
  await expect(panel).toHaveText('Ask our events team about bar packages for your event.');
  await expect(panel.getByRole('link', { name: 'Ask our events team' })).toHaveAttribute(
    'href',
    '/contact-us/#send-us-a-message',
  );
});

test('Play Academy shows its sections in order, with its video and pricing @desktop-only', async ({
  page,
}) => {
  await page.goto('/events/school-events/play-academy/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Play Academy: Science Labs for Schools',
  );
  const headings = await page.getByRole('main').getByRole('heading').allTextContents();
  expect(headings.slice(0, 8)).toEqual([
    'Play Academy: Science Labs for Schools',
    'Book as many Labs as you Want. Book them all for a Deal!',
    'How to Bowl Like a Boss',
    'How to Up Your Game With Science',
    'How to Blast Your Friends With Bouncing Beams',
    'How to Get a Fair Piece of the Pie',
    'Play Academy Pricing',
    'Scholarship Pack',
  ]);
  const video = page.locator('video');
  await expect(video).toHaveAttribute('controls', '');
  await expect(video.locator('source')).toHaveAttribute('type', 'video/mp4');
  const playable = await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    element.preload = 'auto';
    element.load();
    await new Promise((resolve) => element.addEventListener('loadeddata', resolve, { once: true }));
    return element.duration;
  });
  expect(playable).toBeGreaterThan(3);
  await expect(
    page.getByRole('region', { name: 'Play Academy Pricing' }).getByText('$23.99'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Book your Play Academy labs' })).toBeVisible();
});

test('every events link on the site leads to a page @desktop-only', async ({ request }) => {
  const links = new Set<string>();
  for (const { path } of CONTENT_PAGES) {
    const html = await (await request.get(path)).text();
    for (const match of html.matchAll(/href="(\/events\/[^"#]*)/g)) links.add(match[1] ?? '');
  }
  expect(links.size).toBeGreaterThan(5);
  for (const href of links) expect((await request.get(href)).status(), href).toBe(200);
});

test('the events pages pass axe with the filter and tabs in use', async ({ page }) => {
  await page.goto('/events/#school-events');
  await expect(pressed(page)).toHaveText('School Events');
  await expectNoAxeViolations(page);
  await page.goto('/events/corporate-events/');
  await page.getByRole('tab', { name: 'Bar Packages' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Bar Packages' })).toBeVisible();
  await expectNoAxeViolations(page);
});

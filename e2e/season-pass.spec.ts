import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations, openWithScriptsHeld } from './support';

/**
 * Registrations go to the embedded platform, which the global setup empties before the run.
 * Free passes register once, so each browser project uses its own block of free numbers.
 */
function freePass(testInfo: TestInfo, slot: number) {
  const block = testInfo.project.name === 'mobile' ? 10 : 0;
  return `100000000${String(block + slot).padStart(2, '0')}`;
}
const ALREADY_REGISTERED = '20000000001';
const UNKNOWN = '12345678901';

/** Presses Tab until the element has focus (a bounded number of times). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function fillGuest(page: Page) {
  await page.getByLabel('First name').fill('Jamie');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Phone').fill('(480) 555-0142');
  await page.getByLabel('Email').fill('jamie.rivera@example.com');
  await page.getByLabel('Location').selectOption({ label: 'Tempe' });
}

function cardInput(page: Page, index: number) {
  return page.getByLabel(`Season Pass card number ${index}`, { exact: true });
}

async function enterCards(page: Page, numbers: string[]) {
  for (const [index, number] of numbers.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add another card' }).click();
    await cardInput(page, index + 1).fill(number);
  }
}

test('registering free passes: the guest sees every pass activated', async ({ page }, testInfo) => {
  const first = freePass(testInfo, 1);
  const second = freePass(testInfo, 2);
  await page.goto('/book/seasonpass/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Register Your SUMMER Season Pass',
  );
  await expectNoAxeViolations(page);
  await enterCards(page, [first, second]);
  await fillGuest(page);
  await page.getByRole('button', { name: 'Register' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Awesome!' })).toBeVisible();
  await expect(dialog).toContainText(
    "Your pass is now active and you'll be able to use it at your local Spark Alley center.",
  );
  await expect(dialog).toContainText(`Pass # ${first}`);
  await expect(dialog).toContainText(`Pass # ${second}`);
  await expect(dialog).toContainText('Successful');
  await expect(dialog).toContainText(
    'Got more cards? Close this window and enter their numbers: your details stay filled in.',
  );
  await expect(dialog).toContainText(
    'Thank You! A member of our team will be in touch with you shortly.',
  );
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Register' })).toBeFocused();
  // Ready for more cards: the registered ones are gone, the guest's details stay.
  await expect(cardInput(page, 1)).toHaveValue('');
  await expect(cardInput(page, 2)).toHaveCount(0);
  await expect(page.getByLabel('First name')).toHaveValue('Jamie');
});

test('a mix of passes: valid ones succeed, unknown and taken ones say why @desktop-only', async ({
  page,
}, testInfo) => {
  const free = freePass(testInfo, 3);
  await page.goto('/book/seasonpass/');
  await enterCards(page, [free, UNKNOWN, ALREADY_REGISTERED]);
  await fillGuest(page);
  const answer = page.waitForResponse('**/api/season-pass/registrations/');
  await page.getByRole('button', { name: 'Register' }).click();
  // The browser learns whether a pass is taken, never the member it belongs to.
  const answered = await (await answer).text();
  expect(answered).toContain('"registered":true');
  expect(answered).not.toMatch(/memberId|M-\d+/);

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await expect(dialog).toContainText(`Pass # ${free}`);
  await expect(dialog).toContainText('Successful');
  await expect(dialog).toContainText('Invalid!');
  await expect(dialog).toContainText('Invalid Season Pass number, please try again.');
  await expect(dialog).toContainText('This Season Pass has already been registered.');
  await expect(dialog).toContainText('correct a mistyped number and press Register again');
  await expect(dialog.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
    'href',
    '/contact-us/',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('registering the same pass twice: the second time it is already registered @desktop-only', async ({
  page,
}, testInfo) => {
  const pass = freePass(testInfo, 4);
  for (const expected of ['Awesome!', 'Oops!']) {
    await page.goto('/book/seasonpass/');
    await enterCards(page, [pass]);
    await fillGuest(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: expected })).toBeVisible();
  }
  await expect(page.getByRole('dialog')).toContainText(
    'This Season Pass has already been registered.',
  );
});

test('only unknown numbers: the call is rejected and the guest can try again @desktop-only', async ({
  page,
}) => {
  await page.goto('/book/seasonpass/');
  await enterCards(page, [UNKNOWN]);
  await fillGuest(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'There was no season pass found with that card number, please try again.',
  );
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled();
});

test('card rules: 11 digits, at most 10 cards, at least one @desktop-only', async ({ page }) => {
  await page.goto('/book/seasonpass/');
  await cardInput(page, 1).fill('12ab-34');
  await expect(cardInput(page, 1)).toHaveValue('1234');
  await cardInput(page, 1).fill('1234567890123');
  await expect(cardInput(page, 1)).toHaveValue('12345678901');
  await cardInput(page, 1).fill('1234');
  await fillGuest(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(
    page.getByText('Card numbers must be 11 digits and may only contain numbers 0-9.'),
  ).toBeVisible();

  const add = page.getByRole('button', { name: 'Add another card' });
  for (let count = 1; count < 10; count += 1) await add.click();
  await expect(page.getByText('Limit of 10 cards on one registration form: (10/10)')).toBeVisible();
  await expect(add).toBeDisabled();

  for (let count = 10; count > 1; count -= 1) {
    await page.getByRole('button', { name: `Remove card number ${count}` }).click();
  }
  await expect(page.getByText('Limit of 10 cards on one registration form: (1/10)')).toBeVisible();
  await page.getByRole('button', { name: 'Remove card number 1' }).click();
  await expect(cardInput(page, 1)).toHaveCount(0);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(
    page.getByText('You must enter at least one Season Pass card number to register.'),
  ).toBeVisible();
});

test('the guest form explains each mistake @desktop-only', async ({ page }) => {
  await page.goto('/book/seasonpass/');
  await cardInput(page, 1).fill(UNKNOWN);
  await page.getByLabel('Phone').fill('012-555-0142');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByText('Please use a valid phone number (i.e. XXX-XXX-XXXX)')).toBeVisible();
  await expectNoAxeViolations(page);
});

/** Whether React has taken over the element (hydrated it), by the key React adds to its nodes. */
const hydrated = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

test('the form hydrates on first use, not with the page @desktop-only', async ({ page }) => {
  await page.goto('/book/seasonpass/');
  // The page's own islands have hydrated: the season switch's page is prefetched by its link.
  await page.waitForLoadState('networkidle');
  const register = page.getByRole('button', { name: 'Register' });
  expect(await hydrated(register)).toBe(false);

  await cardInput(page, 1).focus();
  await expect.poll(() => hydrated(register)).toBe(true);
});

test('what the guest typed and a Register pressed before the form hydrated are kept and sent', async ({
  page,
}, testInfo) => {
  const releaseScripts = await openWithScriptsHeld(page, '/book/seasonpass/');
  const pass = freePass(testInfo, 7);
  await cardInput(page, 1).fill(pass);
  await fillGuest(page);
  await page.getByRole('button', { name: 'Register' }).click();

  releaseScripts();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Awesome!' })).toBeVisible();
  await expect(dialog).toContainText(`Pass # ${pass}`);
});

test('reached by a link from another page, the form is drawn and registers @desktop-only', async ({
  page,
}, testInfo) => {
  const pass = freePass(testInfo, 8);
  await page.goto('/');
  await page.locator('a[href="/book/seasonpass/"]:visible').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Register Your SUMMER Season Pass',
  );
  await enterCards(page, [pass]);
  await fillGuest(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Pass # ${pass}`);
});

test('a barcode in the address fills the first card @desktop-only', async ({ page }) => {
  await page.goto(`/book/seasonpass/?barcode=${ALREADY_REGISTERED}`);
  await expect(cardInput(page, 1)).toHaveValue(ALREADY_REGISTERED);
});

test('the winter route registers WINTER passes @desktop-only', async ({ page }, testInfo) => {
  const pass = freePass(testInfo, 5);
  let sent: Record<string, unknown> | undefined;
  page.on('request', (request) => {
    if (request.url().includes('/api/season-pass/registrations/')) sent = request.postDataJSON();
  });
  await page.goto('/book/seasonpass/winter/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Register Your WINTER Season Pass',
  );
  await enterCards(page, [pass]);
  await fillGuest(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Awesome!' })).toBeVisible();
  expect(sent).toMatchObject({
    type: 'WINTER',
    source: `WSP${new Date().getFullYear()}`,
    phoneNumber: '4805550142',
    passNumbers: [pass],
    emailNotification: true,
    smsNotification: false,
  });
});

test('the whole registration works from the keyboard alone @desktop-only', async ({
  page,
}, testInfo) => {
  const pass = freePass(testInfo, 6);
  await page.goto('/book/seasonpass/');
  await cardInput(page, 1).focus();
  await page.keyboard.type(pass);
  for (const [label, value] of [
    ['First name', 'Ana'],
    ['Last name', 'Lopez'],
    ['Phone', '2145550199'],
    ['Email', 'ana@example.com'],
    ['Location', 'Tempe'],
  ] as const) {
    await tabTo(page, page.getByLabel(label));
    await page.keyboard.type(value);
  }
  await expect(page.getByLabel('Location').locator('option:checked')).toHaveText('Tempe');
  await tabTo(page, page.getByRole('button', { name: 'Register' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Awesome!' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Register' })).toBeFocused();
});

test.describe('the season switch, without script', () => {
  test.use({ javaScriptEnabled: false });

  test('links the summer and winter forms, marking the one shown @desktop-only', async ({
    page,
  }) => {
    const seasons = () => page.getByRole('navigation', { name: 'Season pass season' });
    await page.goto('/book/seasonpass/');
    await expect(seasons().getByRole('link', { name: 'Summer pass' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(seasons().getByRole('link', { name: 'Winter pass' })).not.toHaveAttribute(
      'aria-current',
    );

    await seasons().getByRole('link', { name: 'Winter pass' }).click();
    await expect(page).toHaveURL(/\/book\/seasonpass\/winter\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Register Your WINTER Season Pass',
    );
    await expect(seasons().getByRole('link', { name: 'Winter pass' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The header's menu that holds Season Pass is marked as the current area here.
    await expect(
      page
        .getByRole('banner')
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Deals & Passes' }),
    ).toHaveAttribute('aria-current', 'true');

    await seasons().getByRole('link', { name: 'Summer pass' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Register Your SUMMER Season Pass',
    );
  });

  test('the winter pass card opens the winter form @desktop-only', async ({ page }) => {
    await page.goto('/');
    // The button is a flex box, so its hidden ': Winter Fun Pass' is read as a word of its own.
    await expect(page.getByRole('link', { name: /^Buy Now ?: Winter Fun Pass$/ })).toHaveAttribute(
      'href',
      '/book/seasonpass/winter/',
    );
    await expect(page.getByRole('link', { name: /^Buy Now ?: Summer Fun Pass$/ })).toHaveAttribute(
      'href',
      '/book/seasonpass/',
    );
  });
});

test('the footer first paints below the fold while the form waits to be swapped in @mobile-only', async ({
  page,
}) => {
  // React sends the form's large server HTML after the footer and swaps it in on a later frame;
  // holding back that swap (and the page's scripts) shows what the guest's first frames show.
  await page.route('**/book/seasonpass/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/\$RC\("B:\d+","S:\d+"\)/g, '');
    await route.fulfill({ response, body: html });
  });
  await openWithScriptsHeld(page, '/book/seasonpass/');
  await expect(page.locator('[data-hydrate-on-use] > template')).toHaveCount(1);
  const { footerTop, viewportHeight } = await page.evaluate(() => ({
    footerTop: document.querySelector('body > footer')!.getBoundingClientRect().top,
    viewportHeight: window.innerHeight,
  }));
  expect(footerTop).toBeGreaterThanOrEqual(viewportHeight);
});

import { expect, test, type Page } from '@playwright/test';
import { expectEveryImageLoaded, expectNoAxeViolations } from './support';

/*
 * The delivery page (/delivery/): the center picker (docs/rules/states.md#delivery-modal), the
 * menu's tier prices and the delivery partners' links for the chosen center. Tempe (Arizona) is
 * price tier 3, Tulsa (Oklahoma) tier 1; Albuquerque (New Mexico) has no delivery store ids.
 */

const TOTS = { tier1: '$9.99', tier3: '$11.99' };

const picker = (page: Page) => page.getByRole('dialog', { name: 'Choose your center' });
const menu = (page: Page) => page.getByRole('region', { name: 'Our Delivery Menu' });
const partners = (page: Page) => page.getByRole('region', { name: 'Delivered by Our Partners' });

/** A menu item's card, by the item's name. */
function item(page: Page, name: string) {
  return menu(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 4, name, exact: true }) });
}

function partnerLink(page: Page, partner: 'DoorDash' | 'Uber Eats') {
  return partners(page).getByRole('link', { name: `Order on ${partner} (opens in a new tab)` });
}

/** Loads the page and waits for the delivery menu's island to hydrate (React owns its button). */
async function open(page: Page) {
  await page.goto('/delivery/');
  await waitForIsland(page);
}

async function waitForIsland(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('#our-delivery-menu button[aria-haspopup="dialog"]');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
}

/**
 * Picks a state, then a center, and submits, with the keyboard only: the picker's selects take
 * typed letters (typeahead), Tab moves on, Enter submits.
 */
async function chooseWithKeyboard(
  page: Page,
  {
    state,
    typed,
    center,
    centerId,
  }: { state: string; typed: string; center: string; centerId: string },
) {
  const dialog = picker(page);
  await expect(dialog).toBeVisible();
  const stateSelect = dialog.getByLabel('State');
  await expect(stateSelect).toBeFocused();
  await page.keyboard.type(typed);
  await expect(stateSelect).toHaveValue(state);
  // Changing the state resets the center: no Submit until a center is chosen.
  await expect(dialog.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await page.keyboard.press('Tab');
  const centerSelect = dialog.getByLabel('Center');
  await expect(centerSelect).toBeFocused();
  await page.keyboard.type(center);
  await expect(centerSelect).toHaveValue(centerId);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

test('the server renders the page the same for everyone: no picker open, no price @desktop-only', async ({
  request,
}) => {
  const response = await request.get('/delivery/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).not.toContain('<dialog');
  expect(html).not.toContain(TOTS.tier3);
  expect(html).toContain('Choose your center to see prices');
});

test('the picker shows on the first visit as a modal, and Escape closes it', async ({ page }) => {
  await open(page);
  await expect(page).toHaveTitle(/^Delivery \| /);
  const dialog = picker(page);
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  await expect(dialog.getByLabel('State')).toBeFocused();
  await expect(dialog.getByLabel('Center')).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // Still no center: the prompt and no price.
  await expect(menu(page).getByText('Choose your center to see prices')).toBeVisible();
  await expect(item(page, 'Loaded Tots')).not.toContainText('$');
  await expectNoAxeViolations(page);

  const prompt = menu(page).getByRole('button', { name: 'Choose your center' });
  await prompt.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(prompt).toBeFocused();
});

test('keyboard only: a state, a center, Submit; prices follow the center’s tier and survive a reload @desktop-only', async ({
  page,
}) => {
  // Two choices, axe and a reload.
  test.slow();
  await open(page);
  await chooseWithKeyboard(page, {
    state: 'Arizona',
    typed: 'Ariz',
    center: 'Tempe',
    centerId: '101',
  });
  await expect(menu(page).getByText('Delivering from')).toBeVisible();
  await expect(menu(page)).toContainText('Delivering from Tempe, AZ');
  await expect(item(page, 'Loaded Tots')).toContainText(TOTS.tier3);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'now your delivery center' })).toHaveText(
    'Tempe, AZ is now your delivery center.',
  );

  // Another center, with another tier, from the keyboard again.
  const change = menu(page).getByRole('button', { name: 'Change center' });
  await change.focus();
  await page.keyboard.press('Enter');
  await expect(picker(page).getByLabel('State')).toHaveValue('Arizona');
  await expect(picker(page).getByLabel('Center')).toHaveValue('101');
  await chooseWithKeyboard(page, {
    state: 'Oklahoma',
    typed: 'Okla',
    center: 'Tulsa',
    centerId: '232',
  });
  await expect(item(page, 'Loaded Tots')).toContainText(TOTS.tier1);
  await expect(item(page, 'Loaded Tots')).not.toContainText(TOTS.tier3);
  await expect(change).toBeFocused();
  await expectNoAxeViolations(page);

  await page.reload();
  await waitForIsland(page);
  // The stored choice is read once the stores' schemas have loaded.
  await expect(menu(page)).toContainText('Delivering from Tulsa, OK', { timeout: 15_000 });
  await expect(item(page, 'Loaded Tots')).toContainText(TOTS.tier1);
  await expect(picker(page)).toBeHidden();
});

test('on a phone the picker fits the screen, and a tapped choice shows the center’s prices @mobile-only', async ({
  page,
}) => {
  await open(page);
  const dialog = picker(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeInViewport({ ratio: 1 });
  await dialog.getByLabel('State').selectOption('Oklahoma');
  await dialog.getByLabel('Center').selectOption('232');
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeInViewport();
  await submit.tap();
  await expect(dialog).toBeHidden();
  await expect(menu(page)).toContainText('Delivering from Tulsa, OK');
  await expect(item(page, 'Loaded Tots')).toContainText(TOTS.tier1);
  await expect(partners(page)).toContainText('Ordering from Tulsa, OK');
});

test('the partner links lead to the chosen center’s store pages, or the partners’ pages @desktop-only', async ({
  page,
}) => {
  await open(page);
  await expect(picker(page)).toBeVisible();
  // Before a center is chosen: the partners' own pages.
  await expect(partnerLink(page, 'DoorDash')).toHaveAttribute('href', 'https://www.doordash.com/');
  await expect(partnerLink(page, 'Uber Eats')).toHaveAttribute('href', 'https://www.ubereats.com/');

  await chooseWithKeyboard(page, {
    state: 'Arizona',
    typed: 'Ariz',
    center: 'Tempe',
    centerId: '101',
  });
  await expect(partnerLink(page, 'DoorDash')).toHaveAttribute(
    'href',
    'https://www.doordash.com/store/3452065/',
  );
  await expect(partnerLink(page, 'Uber Eats')).toHaveAttribute(
    'href',
    'https://www.ubereats.com/store/EhXGe7AY2hyoqW8yJ8fgkB',
  );
  for (const partner of ['DoorDash', 'Uber Eats'] as const) {
    await expect(partnerLink(page, partner)).toHaveAttribute('target', '_blank');
    await expect(partnerLink(page, partner)).toHaveAttribute('rel', /noopener/);
  }

  // Albuquerque has no store with either partner: both fall back.
  await partners(page).getByRole('button', { name: 'Change center' }).click();
  await chooseWithKeyboard(page, {
    state: 'New Mexico',
    typed: 'New',
    center: 'Albuquerque',
    centerId: '211',
  });
  await expect(partners(page)).toContainText('Ordering from Albuquerque, NM');
  await expect(partnerLink(page, 'DoorDash')).toHaveAttribute('href', 'https://www.doordash.com/');
  await expect(partnerLink(page, 'Uber Eats')).toHaveAttribute('href', 'https://www.ubereats.com/');
  await expect(item(page, 'Loaded Tots')).toContainText(TOTS.tier1);
});

test('the delivery page shows its sections and every image @desktop-only', async ({ page }) => {
  await open(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Kitchen, Delivered');
  await expect(picker(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    menu(page).getByRole('navigation', { name: 'Menu sections' }).getByRole('link'),
  ).toHaveText(['Starters', 'Pizza', 'Burgers & Sandwiches', 'Kids', 'Desserts', 'Drinks']);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Pizza + $20.00 Game Card' }),
  ).toBeVisible();
  await expectEveryImageLoaded(page);
});

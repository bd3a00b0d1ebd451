import { expect, test, type Page } from '@playwright/test';
import { MAYAS_PARTY } from '../tests/support/birthdayParty';
import { isoDaysAhead, storedWith, tabTo, THANK_YOU, usDate } from './forms-support';
import { expectNoAxeViolations, openWithScriptsHeld } from './support';

/**
 * The birthday booking from the selector widget to a request the venue receives, on the embedded
 * platform (docs/rules/screens-and-routes.md#book-selector-widget,
 * docs/rules/states.md#birthday-selector, docs/rules/validation.md#birthday-selector).
 */

const MESSAGES = {
  noNearby: 'No nearby locations, please try a different location.',
  date: 'Please select a date',
  kids: 'Please select a number of kids between 6 and 20.',
  guestOfHonor: 'Please enter a valid name and age',
  within48Hours: 'To book within the next 48 hours, please contact your local center.',
};

const widget = (page: Page) => page.locator('#book-a-party');
const birthday = (page: Page) =>
  widget(page).getByRole('button', { name: 'Birthday', exact: true });
const searchBox = (page: Page) =>
  widget(page).getByRole('textbox', { name: 'ZIP code, city or center name' });
const honoreeName = (page: Page) => page.getByRole('textbox', { name: 'Guest of honor’s name' });
const honoreeAge = (page: Page) => page.getByRole('textbox', { name: 'Guest of honor’s age' });
const kids = (page: Page) => page.getByRole('spinbutton', { name: 'How many kids' });
const when = (page: Page) => page.getByLabel('When');
const bookButton = (page: Page) => page.getByRole('button', { name: 'Book birthday' });
const partyForm = (page: Page) => page.getByRole('form', { name: 'Birthday party', exact: true });
const partySummary = (page: Page) =>
  page.locator('section', {
    has: page.getByRole('heading', { name: 'Your party', exact: true }),
  });
const checkAvailability = (page: Page) => page.getByRole('button', { name: 'Check availability' });

async function openBirthday(page: Page, path = '/') {
  await page.goto(path);
  await birthday(page).click();
  await expect(birthday(page)).toHaveAttribute('aria-expanded', 'true');
}

async function chooseCenter(page: Page, query: string, name: string) {
  const form = partyForm(page);
  const search = form.getByRole('textbox', { name: 'ZIP code, city or center name' });
  await search.fill(query);
  await search.press('Enter');
  await form
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .first()
    .click();
}

async function fillParty(page: Page, center = 'Tulsa') {
  await chooseCenter(page, center, center);
  await honoreeName(page).fill('Maya');
  await honoreeAge(page).fill('8');
  await honoreeAge(page).blur();
}

async function fillParent(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'First name' }).fill('Sam');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lee');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('480-555-0142');
}

test.describe('birthday booking', () => {
  test('a tap on Birthday before the page has hydrated opens the party form once it has', async ({
    page,
  }) => {
    const releaseScripts = await openWithScriptsHeld(page, '/');
    await birthday(page).click();
    await expect(birthday(page)).toHaveAttribute('aria-expanded', 'false');

    releaseScripts();
    await expect(birthday(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(when(page)).toHaveValue(isoDaysAhead(2));
  });

  test('the Fort Wayne party reaches a confirmed request', async ({ page }) => {
    await openBirthday(page);
    await expect(when(page)).toHaveValue(isoDaysAhead(2));
    await expect(page.getByText(MESSAGES.within48Hours)).toBeVisible();
    await expect(kids(page)).toHaveValue('10');
    await expect(bookButton(page)).toHaveAttribute('aria-disabled', 'true');

    await fillParty(page, 'Fort Wayne');
    await kids(page).fill('12');
    await expect(bookButton(page)).toHaveAttribute('aria-disabled', 'false');
    await bookButton(page).click();

    // Step 2 shows the party as a summary, not its fields again.
    await expect(page).toHaveURL(/\/book\/birthday\/info\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan Your Birthday Party');
    await expect(partySummary(page)).toContainText('Fort Wayne');
    await expect(partySummary(page)).toContainText('4201 Coldwater Rd');
    await expect(partySummary(page)).toContainText('Guest of honorMaya, turning 8');
    await expect(kids(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Edit goes back to the party form with the values kept.
    await page.getByRole('button', { name: 'Edit your party' }).click();
    await expect(kids(page)).toHaveValue('12');
    await expect(honoreeName(page)).toHaveValue('Maya');
    await expect(partyForm(page).getByText(/Chosen center: Fort Wayne/)).toBeVisible();
    await page.getByRole('button', { name: 'Keep my party as it was' }).click();

    const email = `sam.${test.info().project.name}.${Date.now()}@example.com`;
    await fillParent(page, email);
    await page.getByRole('radio', { name: 'Afternoon' }).check();
    await page.getByRole('radio', { name: /Teen All Access/ }).check();
    await expect(page.getByText('$383.88')).toHaveText('$383.88 plus tax');
    await checkAvailability(page).click();

    const confirmed = page.getByRole('heading', { name: 'Your party request is in!' });
    await expect(confirmed).toBeFocused();
    await expect(page.getByText(THANK_YOU)).toBeVisible();
    await expect(page.getByText('Tell us how to reach you')).toHaveCount(0);
    const reference = page.locator('p', { hasText: 'Reference number' }).locator('strong');
    await expect(reference).toHaveText(/^BD-\w{4}-\w{4}$/);
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect
      .poll(() => storedWith('mails', email))
      .toEqual({
        table: 'Birthday Booking',
        sendTo: '272',
        fields: {
          Booking: 'Birthday Party',
          Reference: await reference.textContent(),
          Package: 'Teen All Access',
          Location: 'Fort Wayne',
          'Center Id': '272',
          'Desired Date': usDate(isoDaysAhead(2)),
          ...MAYAS_PARTY,
          Email: email,
        },
      });

    // The confirmation survives a reload; Plan another party starts afresh at the widget.
    await page.reload();
    await expect(page.getByText(THANK_YOU)).toBeVisible();
    await page.getByRole('button', { name: 'Plan another party' }).click();
    await expect(page).toHaveURL(/\/book\/birthday\/(#book-a-party)?$/);
  });

  test('Book Now carries the package into the booking', async ({ page }) => {
    await page.goto('/book/birthday/');
    await page
      .locator('li#teen-all-access')
      .getByRole('link', { name: /^Book Now/ })
      .click();
    // Both follow hydration: the step shows the package and drops it from the address.
    await expect(page.getByText(/Your package:/)).toContainText('Teen All Access');
    await expect(page).toHaveURL(/\/book\/birthday\/info\/$/);

    await fillParty(page);
    await kids(page).fill('7');
    await bookButton(page).click();
    await expect(partySummary(page)).toContainText('Tulsa');
    await expect(page.getByRole('radio', { name: /Teen All Access/ })).toBeChecked();
    await expect(page.getByText('$223.93')).toHaveText('$223.93 plus tax');
  });

  test('shows each validation message of the selector @desktop-only', async ({ page }) => {
    await openBirthday(page);
    await searchBox(page).fill('Atlantis');
    await searchBox(page).press('Enter');
    await expect(widget(page).getByRole('alert')).toHaveText(MESSAGES.noNearby);

    await when(page).fill('');
    await kids(page).fill('5');
    await honoreeName(page).fill('Maya');
    await honoreeName(page).blur();
    await honoreeAge(page).focus();
    await honoreeAge(page).blur();
    await expect(page.getByText(MESSAGES.date, { exact: true })).toBeVisible();
    await expect(page.getByText(MESSAGES.kids)).toBeVisible();
    await expect(page.getByText(MESSAGES.guestOfHonor)).toBeVisible();
    await expect(kids(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(bookButton(page)).toHaveAttribute('aria-disabled', 'true');

    await kids(page).fill('21');
    await expect(page.getByText(MESSAGES.kids)).toBeVisible();
    await when(page).fill(isoDaysAhead(1));
    await when(page).blur();
    await expect(
      page.getByRole('paragraph').filter({ hasText: MESSAGES.within48Hours }).last(),
    ).toHaveAttribute('id', /error$/);

    // Book while something is missing shows the errors instead of moving on. Playwright will not
    // click an aria-disabled button, but a guest can.
    await bookButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(searchBox(page)).toBeFocused();
    await expect(widget(page).getByText('Please choose a center for the party')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectNoAxeViolations(page);
  });

  test('toggling Birthday clears the fields @desktop-only', async ({ page }) => {
    await openBirthday(page);
    await honoreeName(page).fill('Maya');
    await kids(page).fill('15');
    await birthday(page).click();
    await expect(birthday(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(honoreeName(page)).toBeHidden();
    await birthday(page).click();
    await expect(honoreeName(page)).toHaveValue('');
    await expect(kids(page)).toHaveValue('10');
  });

  test('Bowling and Activities lead to the activities page @desktop-only', async ({ page }) => {
    await page.goto('/');
    await widget(page).getByRole('link', { name: 'Bowling' }).click();
    await expect(page).toHaveURL(/\/book\/activities\/$/);
    await page.goto('/birthdays/packages/');
    await widget(page).getByRole('link', { name: 'Activities' }).click();
    await expect(page).toHaveURL(/\/book\/activities\/$/);
  });

  test('uses the outline style on the home page only @desktop-only', async ({ page }) => {
    const panelBackground = () =>
      widget(page)
        .locator('h2')
        .evaluate(
          (heading) =>
            getComputedStyle(heading.closest('div[class]')!.parentElement!).backgroundImage,
        );
    await page.goto('/');
    await expect(widget(page)).toBeVisible();
    expect(await panelBackground()).toBe('none');
    await page.goto('/birthdays/packages/');
    expect(await panelBackground()).toContain('gradient');
  });

  test('restores the party when the family comes back to the selector @desktop-only', async ({
    page,
  }) => {
    await openBirthday(page);
    await fillParty(page);
    await kids(page).fill('14');
    await bookButton(page).click();
    await expect(page).toHaveURL(/\/book\/birthday\/info\/$/);

    await page.goto('/');
    await expect(birthday(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(kids(page)).toHaveValue('14');
    await expect(honoreeName(page)).toHaveValue('Maya');
    await expect(honoreeAge(page)).toHaveValue('8');
    await expect(widget(page).getByText('Tulsa').first()).toBeVisible();
    await expect(bookButton(page)).toHaveAttribute('aria-disabled', 'false');
  });

  test('deletes an earlier cart summary on Book unless the guest gave their details @desktop-only', async ({
    page,
  }) => {
    const summaryId = `e2e-${test.info().project.name}-${Date.now()}`;
    await page.goto('/');
    await page.evaluate((id) => {
      const cart = {
        location: '101',
        time: {},
        guests: { email: 'a@example.com' },
        summary: { id },
      };
      localStorage.setItem('spark-alley-cart', JSON.stringify({ state: { cart }, version: 1 }));
    }, summaryId);
    await openBirthday(page);
    await fillParty(page);
    await bookButton(page).click();
    await expect(page).toHaveURL(/\/book\/birthday\/info\/$/);
    await expect
      .poll(() => storedWith('cartDeletions', summaryId))
      .toEqual({
        call: 'deleteCart',
        centerId: '101',
        cartSummaryId: summaryId,
      });
    const stored = await page.evaluate(() => localStorage.getItem('spark-alley-cart') ?? '');
    expect(stored).not.toContain(summaryId);
  });

  test('the info step keeps every edit across a reload @desktop-only', async ({ page }) => {
    await openBirthday(page);
    await fillParty(page);
    await kids(page).fill('8');
    await bookButton(page).click();
    await expect(page).toHaveURL(/\/book\/birthday\/info\/$/);
    await page.getByRole('textbox', { name: 'First name' }).fill('Sam');
    await page.getByRole('radio', { name: 'Evening' }).check();
    await page.getByRole('radio', { name: /Teen All Access/ }).check();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Sam');
    await expect(page.getByRole('radio', { name: 'Evening' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Teen All Access/ })).toBeChecked();

    // A package whose guest minimum the party of 8 does not meet cannot be chosen, and says why.
    const bash = page.getByRole('radio', { name: /Bowling Bash Birthday/ });
    await expect(bash).toBeDisabled();
    await expect(bash).toHaveAccessibleDescription(
      'Needs at least 10 guests; your party has 8. Choose Edit to add guests.',
    );
    await expectNoAxeViolations(page);
  });

  test('the info step opened directly starts at the booking selector @desktop-only', async ({
    page,
  }) => {
    await page.goto('/book/birthday/info/');
    await expect(
      widget(page).getByRole('heading', { name: 'Start your birthday booking' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await birthday(page).click();
    await expect(partyForm(page)).toBeVisible();
    await fillParty(page, 'Fort Wayne');
    await bookButton(page).click();
    await expect(partySummary(page)).toContainText('Fort Wayne');
  });

  test('can be booked with the keyboard alone @desktop-only', async ({ page }) => {
    await page.goto('/');
    await tabTo(page, birthday(page));
    await page.keyboard.press('Enter');
    await tabTo(page, searchBox(page));
    await page.keyboard.type('74133');
    await page.keyboard.press('Enter');
    const tulsa = widget(page)
      .getByRole('button', { name: /^Tulsa/ })
      .first();
    await tabTo(page, tulsa);
    await page.keyboard.press('Enter');
    await tabTo(page, honoreeName(page));
    await page.keyboard.type('Maya');
    await page.keyboard.press('Tab');
    await page.keyboard.type('8');
    await tabTo(page, bookButton(page));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/book\/birthday\/info\/$/);
  });
});

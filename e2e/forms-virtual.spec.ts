import { expect, test } from '@playwright/test';
import {
  THANK_YOU,
  expectEmptySubmitRefused,
  expectThanks,
  fillNames,
  isoDaysAhead,
  openFormPage,
  select,
  storedWith,
  tabTo,
  textbox,
  token,
  typeNamesByKeyboard,
  usDate,
} from './forms-support';
import { expectNoAxeViolations } from './support';

/** The virtual experience and virtual showcase forms on their pages (no email rule). */

const VIRTUAL_FAILURE =
  "Sorry, we couldn't send your request, so our team hasn't received it yet. Please try again in a moment. If this problem persists, please contact us.";

test.describe('virtual experience form on /virtual-team-building/', () => {
  test.beforeEach(async ({ page }) => {
    await openFormPage(page, '/virtual-team-building/', 'Virtual Team Building');
  });

  test('an empty submit shows the errors and passes axe', async ({ page }) => {
    await expectEmptySubmitRefused(page, 'Send', 4);
    await expect(page.getByText('Please check your form for errors.')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('“Something Else” asks for the occasion’s details @desktop-only', async ({ page }) => {
    const details = textbox(page, 'Tell us about the occasion');
    await expect(details).toHaveCount(0);
    await page.getByRole('radio', { name: 'Something Else' }).check();
    await expect(details).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(details).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('radio', { name: 'Team Building' }).check();
    await expect(details).toHaveCount(0);
  });

  test('a request without the email rule reaches the platform', async ({ page }, testInfo) => {
    const message = token(testInfo);
    const date = isoDaysAhead(14);
    await fillNames(page, 'ann at northwind');
    await select(page, 'Team Size').selectOption('26 to 50');
    await page.getByLabel('Desired Date').fill(date);
    await page.getByRole('radio', { name: 'Something Else' }).check();
    await textbox(page, 'Tell us about the occasion').fill('Product launch');
    await textbox(page, /^Additional Info/).fill(message);
    await page.getByRole('button', { name: 'Send' }).click();

    await expectThanks(page);
    await expect
      .poll(() => storedWith('virtualExperiences', message))
      .toEqual({
        fields: {
          'First Name': 'Ann',
          'Last Name': 'Lee',
          Email: 'ann at northwind',
          'Phone Number': '',
          Company: '',
          'Team Size': '26 to 50',
          'Desired Date': usDate(date),
          Occasion: 'Something Else',
          'Occasion Details': 'Product launch',
          'Additional Info': message,
          emailOptIn: false,
        },
      });
  });

  test('a failed call is never thanked for @desktop-only', async ({ page }) => {
    await page.route('**/api/virtual-experiences/', (route) =>
      route.fulfill({ status: 502, json: { error: 'upstream failed' } }),
    );
    await fillNames(page);
    await textbox(page, /^Additional Info/).fill('Twenty people, mostly remote');
    await page.getByRole('button', { name: 'Send' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Sorry' })).toHaveText(VIRTUAL_FAILURE);
    await expect(page.getByText(THANK_YOU)).toHaveCount(0);
    await expect(textbox(page, 'Last Name')).toHaveValue('Lee');
  });

  test('the form works from the keyboard alone @desktop-only', async ({ page }, testInfo) => {
    const message = token(testInfo);
    await typeNamesByKeyboard(page);
    await tabTo(page, page.getByRole('radio', { name: 'Team Building' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Client Event' })).toBeChecked();
    await tabTo(page, textbox(page, /^Additional Info/));
    await page.keyboard.type(message);
    await tabTo(page, page.getByRole('button', { name: 'Send' }));
    await page.keyboard.press('Enter');

    await expectThanks(page);
    await expect
      .poll(() => storedWith('virtualExperiences', message))
      .toMatchObject({ fields: { Occasion: 'Client Event' } });
  });
});

test.describe('virtual showcase form on /virtual-showcase/', () => {
  test.beforeEach(async ({ page }) => {
    await openFormPage(page, '/virtual-showcase/', 'Virtual Showcase');
  });

  test('an empty submit shows the errors and passes axe @desktop-only', async ({ page }) => {
    await expectEmptySubmitRefused(page, 'Sign Up', 4);
    await expectNoAxeViolations(page);
  });

  test('a sign-up is mailed to virtual and thanked @desktop-only', async ({ page }, testInfo) => {
    const message = token(testInfo);
    await fillNames(page, 'ann@northwind');
    await textbox(page, 'Phone Number').fill('480.555.0142');
    await textbox(page, /^What would you like to see/).fill(message);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expectThanks(page);
    await expect
      .poll(() => storedWith('mails', message))
      .toEqual({
        table: 'Virtual Showcase',
        sendTo: 'virtual',
        fields: {
          'First Name': 'Ann',
          'Last Name': 'Lee',
          Email: 'ann@northwind',
          'Phone Number': '4805550142',
          Company: '',
          'Team Size': '',
          'Additional Info': message,
          emailOptIn: false,
        },
      });
  });

  test('a failed call keeps the form and says so @desktop-only', async ({ page }) => {
    await page.route('**/api/mail/', (route) => route.abort('failed'));
    await fillNames(page);
    await textbox(page, /^What would you like to see/).fill('The mystery game');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Sorry' })).toHaveText(VIRTUAL_FAILURE);
    await expect(page.getByText(THANK_YOU)).toHaveCount(0);
  });

  test('the form works from the keyboard alone @desktop-only', async ({ page }, testInfo) => {
    const message = token(testInfo);
    await typeNamesByKeyboard(page);
    await tabTo(page, textbox(page, /^What would you like to see/));
    await page.keyboard.type(message);
    await tabTo(page, page.getByRole('button', { name: 'Sign Up' }));
    await page.keyboard.press('Enter');

    await expectThanks(page);
    await expect
      .poll(() => storedWith('mails', message))
      .toMatchObject({ table: 'Virtual Showcase' });
  });
});

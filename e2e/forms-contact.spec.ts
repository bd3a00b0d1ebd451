import { expect, test, type Page } from '@playwright/test';
import {
  REQUIRED,
  THANK_YOU,
  agreeAndSend,
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
import { expectNoAxeViolations, openWithScriptsHeld } from './support';

/** The contact form on /contact-us/: both of its paths (mail-send and leadGen) reach the platform. */

const WHOOPS =
  'Whoops! Looks like something went wrong, please refresh and try again. If this problem persists, please contact us.';
/** The Tempe center's id (content/centers.json). */
const TEMPE = '101';

test('Send pressed before the page has hydrated stays on the page and is checked once it has', async ({
  page,
}) => {
  const releaseScripts = await openWithScriptsHeld(page, '/contact-us/');
  await textbox(page, 'First Name').fill('Ann');
  await page.getByRole('button', { name: 'Send' }).click();
  // Not sent as a page load: the guest's answers never end up in the address.
  await expect(page).toHaveURL(/\/contact-us\/$/);

  releaseScripts();
  await expect(textbox(page, 'Last Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(textbox(page, 'First Name')).toHaveValue('Ann');
  await expect(textbox(page, 'First Name')).not.toHaveAttribute('aria-invalid');
});

/** A general question to the Tempe center, sent and thanked for. */
async function askTempe(page: Page, message: string) {
  await fillNames(page);
  await select(page, 'Location').selectOption({ label: 'Tempe' });
  await textbox(page, /^Additional Info/).fill(message);
  await agreeAndSend(page);
  await expectThanks(page);
}

test('reached by a link from another page, the form is drawn and sends @desktop-only', async ({
  page,
}, testInfo) => {
  const message = token(testInfo);
  await page.goto('/');
  await page.locator('a[href="/contact-us/"]:visible').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await askTempe(page, message);
  await expect.poll(() => storedWith('mails', message)).toMatchObject({ sendTo: TEMPE });
});

test.describe('contact form on /contact-us/', () => {
  test.beforeEach(async ({ page }) => {
    await openFormPage(page, '/contact-us/', 'Contact Us');
  });

  test('an empty submit shows the errors and passes axe', async ({ page }) => {
    await page.getByRole('button', { name: 'Send' }).click();

    await expect(textbox(page, 'First Name')).toBeFocused();
    for (const name of ['First Name', 'Last Name', 'Email', /^Additional Info/]) {
      await expect(textbox(page, name)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page.getByRole('checkbox', { name: /I agree/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByText(REQUIRED)).toHaveCount(5);
    await expect(textbox(page, 'Phone Number')).not.toHaveAttribute('aria-invalid');
    await expect(page.getByRole('alert').filter({ hasText: 'Please check' })).toHaveText(
      'Please check your form for errors.',
    );
    await expectNoAxeViolations(page);

    await textbox(page, 'Phone Number').fill('012-555-0142');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByText('Please use a valid phone number (i.e. XXX-XXX-XXXX)'),
    ).toBeVisible();
  });

  test('a general question is mailed to the chosen center with the whole form', async ({
    page,
  }, testInfo) => {
    const message = token(testInfo);
    await fillNames(page);
    await select(page, 'Location').selectOption({ label: 'Tempe' });
    await textbox(page, /^Additional Info/).fill(message);
    await page.getByRole('checkbox', { name: /Email me/ }).check();
    await agreeAndSend(page);

    await expectThanks(page);
    await expect
      .poll(() => storedWith('mails', message))
      .toEqual({
        table: 'Web Booking',
        sendTo: TEMPE,
        fields: {
          'First Name': 'Ann',
          'Last Name': 'Lee',
          Email: 'ann.lee@example.com',
          'Phone Number': '',
          Company: '',
          Booking: '',
          Location: TEMPE,
          'Desired Date': '',
          'Desired Time': '',
          'Additional Info': message,
          emailOptIn: true,
          smsOptIn: false,
          'Accept Terms': true,
        },
      });
  });

  test('a Play Academy enquiry without a location is mailed to virtual @desktop-only', async ({
    page,
  }, testInfo) => {
    const message = token(testInfo);
    await fillNames(page);
    await select(page, 'Booking').selectOption('Play Academy Experience');
    await textbox(page, /^Additional Info/).fill(message);
    await agreeAndSend(page);

    await expectThanks(page);
    await expect
      .poll(() => storedWith('mails', message))
      .toMatchObject({
        table: 'Web Booking',
        sendTo: 'virtual',
        fields: { Booking: 'Play Academy Experience', Location: '' },
      });
  });

  test('a corporate event asks for its details and becomes a lead @desktop-only', async ({
    page,
  }, testInfo) => {
    const message = token(testInfo);
    const date = isoDaysAhead(10);
    await fillNames(page);
    await select(page, 'Booking').selectOption('Corporate Event');
    await textbox(page, /^Additional Info/).fill(message);
    await agreeAndSend(page);

    await expect(textbox(page, 'Phone Number')).toBeFocused();
    await expect(select(page, 'Desired Time')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Desired Date')).toHaveAttribute('min', isoDaysAhead(1));

    await textbox(page, 'Phone Number').fill('(214) 555-0137');
    await textbox(page, 'Company').fill('Northwind Traders');
    await select(page, 'Location').selectOption({ label: 'Katy' });
    await page.getByLabel('Desired Date').fill(date);
    await select(page, 'Desired Time').selectOption('2:00 PM');
    await page.getByRole('checkbox', { name: /Text me/ }).check();
    await page.getByRole('button', { name: 'Send' }).click();

    await expectThanks(page);
    await expect
      .poll(() => storedWith('leads', message))
      .toEqual({
        centerId: '251',
        leadName: 'Lee - Corporate Event',
        eventType: 'Corporate Event',
        contact: {
          firstName: 'Ann',
          lastName: 'Lee',
          mobile: '2145550137',
          email: 'ann.lee@example.com',
          smsOptIn: true,
          emailOptIn: false,
        },
        eventDate: usDate(date),
        eventTime: '2:00 PM',
        description: message,
        leadNote: { acceptTerms: true },
        eventSubType: 'Play Academy',
        company: 'Northwind Traders',
      });
  });

  test('a failed call says Whoops with a contact link and keeps the form @desktop-only', async ({
    page,
  }) => {
    await page.route('**/api/mail/', (route) =>
      route.fulfill({ status: 502, json: { error: 'upstream failed' } }),
    );
    await fillNames(page);
    await textbox(page, /^Additional Info/).fill('Is the arcade open late on Fridays?');
    await agreeAndSend(page);

    const alert = page.getByRole('alert').filter({ hasText: 'Whoops!' });
    await expect(alert).toHaveText(WHOOPS);
    await expect(alert.getByRole('link', { name: 'contact us' })).toHaveAttribute(
      'href',
      '/contact-us/',
    );
    await expect(page.getByText(THANK_YOU)).toHaveCount(0);
    await expect(textbox(page, 'First Name')).toHaveValue('Ann');
    await expect(page.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-disabled');
  });

  test('the whole form works from the keyboard alone @desktop-only', async ({ page }, testInfo) => {
    const message = token(testInfo);
    await typeNamesByKeyboard(page);
    await tabTo(page, select(page, 'Location'));
    await page.keyboard.type('Tempe');
    await expect(select(page, 'Location')).toHaveValue(TEMPE);
    await tabTo(page, textbox(page, /^Additional Info/));
    await page.keyboard.type(message);
    await tabTo(page, page.getByRole('checkbox', { name: /I agree/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Send' }));
    await page.keyboard.press('Enter');

    await expectThanks(page);
    await expect
      .poll(() => storedWith('mails', message))
      .toMatchObject({ sendTo: TEMPE, fields: { 'First Name': 'Ana', 'Accept Terms': true } });
  });
});

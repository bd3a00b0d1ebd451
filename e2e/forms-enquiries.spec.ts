import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { groupEventMail } from '../tests/support/groupEventMail';
import { DAYTIME, MORNING, NIGHT } from '../tests/support/groupEventSlots';
import { REQUIRED, THANK_YOU, isoDaysAhead, tabTo, usDate } from './forms-support';
import { E2E_DATA_DIR, expectNoAxeViolations } from './support';

/**
 * Forms 4 to 8: group event, escape room, showcase, offers sign-up (mail-send to the embedded
 * platform, docs/decisions/0009-enquiry-form-targets.md) and the framed tour and travel form.
 */

const PHONE = 'Please use a valid phone number (i.e. XXX-XXX-XXXX)';
const TERMS = 'I agree to the Terms of Use and the Privacy Policy';
// Far enough ahead to stay valid: Monday 4 and Saturday 9 March 2030.
const MONDAY = '2030-03-04';
const SATURDAY = '2030-03-09';

interface StoredMail {
  table: string;
  sendTo: string;
  fields: Record<string, string | boolean>;
}

/** The mails the embedded platform received (lib/platform/store.ts), as the inbox lists them. */
async function storedMails(): Promise<StoredMail[]> {
  try {
    const data = JSON.parse(await readFile(`${E2E_DATA_DIR}/platform.json`, 'utf8')) as {
      mails: StoredMail[];
    };
    return data.mails;
  } catch {
    return [];
  }
}

/** The one stored mail of this table whose field holds this test's own marker. */
async function mailWith(table: string, field: string, marker: string) {
  let found: StoredMail | undefined;
  await expect
    .poll(async () => {
      found = (await storedMails()).find(
        (mail) => mail.table === table && mail.fields[field] === marker,
      );
      return found !== undefined;
    })
    .toBe(true);
  return found;
}

/** Text unique to this test and browser project, so parallel runs find their own mail. */
const marker = (testInfo: TestInfo, words: string) => `${words} (${testInfo.project.name})`;

/** A control by its whole label; a required field's label ends in an asterisk screen readers skip. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escapeRegExp(label)}(?: \\*)?$`));

async function expectRequired(control: Locator, message = REQUIRED) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const timeChoices = (page: Page) =>
  field(page, 'Desired Time').locator('option:not([value=""])').allTextContents();

test.describe('group events', () => {
  test('an empty submit flags the required fields, moves focus and passes axe', async ({
    page,
  }) => {
    await page.goto('/group-events/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Group Events');
    await page.getByRole('button', { name: 'Send' }).click();

    await expect(field(page, 'First Name')).toBeFocused();
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone Number', 'Location', TERMS]) {
      await expectRequired(field(page, label));
    }
    await expectRequired(page.getByRole('textbox', { name: /^Additional Info/ }));
    for (const label of ['Desired Date', 'Desired Time', 'Company']) {
      await expect(field(page, label)).not.toHaveAttribute('aria-invalid', 'true');
    }
    await field(page, 'Phone Number').fill('012-555-0142');
    await page.getByRole('button', { name: 'Send' }).click();
    await expectRequired(field(page, 'Phone Number'), PHONE);
    await expectNoAxeViolations(page);
  });

  test('the time select follows the weekday and drops a time the new date lacks @desktop-only', async ({
    page,
  }) => {
    await page.goto('/group-events/');
    // Typed as the form hydrates (it does on first use): kept, and the times follow it.
    await field(page, 'Desired Date').fill(MONDAY);
    await expect.poll(() => timeChoices(page)).toEqual([...MORNING, ...DAYTIME]);
    await field(page, 'Desired Time').selectOption('10:00 AM');

    await field(page, 'Desired Date').fill(SATURDAY);
    await expect(field(page, 'Desired Time')).toHaveValue('');
    expect(await timeChoices(page)).toEqual([...DAYTIME, ...NIGHT]);
  });

  test('a valid enquiry reaches the platform as the exact mail', async ({ page }, testInfo) => {
    const info = marker(testInfo, 'Team night for 40 with bowling and pizza');
    await page.goto('/group-events/');
    await field(page, 'First Name').fill('Jamie');
    await field(page, 'Last Name').fill('Rivera');
    await field(page, 'Email').fill('jamie.rivera@example.com');
    await field(page, 'Phone Number').fill('(480) 555-0142');
    await field(page, 'Desired Date').fill(SATURDAY);
    await field(page, 'Desired Time').selectOption('9:00 PM');
    await field(page, 'Number of Guests').selectOption('25 to 49');
    await field(page, 'Company').fill('Rivera Robotics');
    await field(page, 'Location').selectOption({ label: 'Tempe' });
    await page.getByRole('textbox', { name: /^Additional Info/ }).fill(info);
    await field(page, 'Email me news and offers').check();
    await field(page, TERMS).check();
    await page.getByRole('button', { name: 'Send' }).click();

    await expect(page.getByText(THANK_YOU)).toBeVisible();
    const mail = await mailWith('Group Event', 'Additional Info', info);
    expect(mail).toMatchObject(
      groupEventMail('9:00 PM', info, { Company: 'Rivera Robotics', emailOptIn: true }),
    );
    expect(Object.keys(mail?.fields ?? {})).toHaveLength(13);
  });

  test('a failing upstream keeps the form and never thanks the guest @desktop-only', async ({
    page,
  }) => {
    await page.route('**/api/mail/', (route) =>
      route.fulfill({
        status: 502,
        json: { error: 'Sorry, we could not send your request. Please try again in a moment.' },
      }),
    );
    await page.goto('/group-events/');
    await field(page, 'First Name').fill('Jamie');
    await field(page, 'Last Name').fill('Rivera');
    await field(page, 'Email').fill('jamie.rivera@example.com');
    await field(page, 'Phone Number').fill('480-555-0142');
    await field(page, 'Location').selectOption({ label: 'Katy' });
    await page.getByRole('textbox', { name: /^Additional Info/ }).fill('Lost on purpose');
    await field(page, TERMS).check();
    await page.getByRole('button', { name: 'Send' }).click();

    await expect(page.getByRole('alert').filter({ hasText: /couldn't send/ })).toBeVisible();
    await expect(page.getByText(THANK_YOU)).toHaveCount(0);
    await expect(field(page, 'First Name')).toHaveValue('Jamie');
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});

test.describe('escape rooms', () => {
  test('an empty submit flags the required fields and passes axe @desktop-only', async ({
    page,
  }) => {
    await page.goto('/escape-room/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Escape Rooms');
    await page.getByRole('button', { name: 'Send' }).click();

    await expect(field(page, 'First Name')).toBeFocused();
    for (const label of ['First Name', 'Last Name', 'Email', 'Escape Room', 'ZIP Code', TERMS]) {
      await expectRequired(field(page, label));
    }
    await expectRequired(page.getByRole('textbox', { name: /^Message/ }));
    for (const label of ['Phone Number', 'Preferred Date', 'Number of Participants']) {
      await expect(field(page, label)).not.toHaveAttribute('aria-invalid', 'true');
    }
    await field(page, 'ZIP Code').fill('7744');
    await page.getByRole('button', { name: 'Send' }).click();
    await expectRequired(field(page, 'ZIP Code'), 'Please enter a 5-digit ZIP code');
    await expectNoAxeViolations(page);
  });

  test('the whole enquiry works from the keyboard alone @desktop-only', async ({
    page,
  }, testInfo) => {
    const message = marker(testInfo, 'Two teams racing each other');
    await page.goto('/escape-room/');
    for (const [label, value] of [
      ['First Name', 'Ana'],
      ['Last Name', 'Lopez'],
      ['Email', 'ana.lopez@example.com'],
      ['Group or Company Name', 'Lopez Reunion'],
      ['Escape Room', 'The Brainy'],
      ['Number of Participants', 'Between 10'],
      ['ZIP Code', '77449'],
    ] as const) {
      await tabTo(page, field(page, label));
      await page.keyboard.type(value);
    }
    await tabTo(page, page.getByRole('textbox', { name: /^Message/ }));
    await page.keyboard.type(message);
    await tabTo(page, field(page, TERMS));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Send' }));
    await page.keyboard.press('Enter');

    await expect(page.getByText(THANK_YOU)).toBeVisible();
    const mail = await mailWith('Escape Room', 'message', message);
    expect(mail).toMatchObject({
      sendTo: 'virtual',
      fields: {
        first: 'Ana',
        last: 'Lopez',
        email: 'ana.lopez@example.com',
        phone: '',
        date: '',
        time: '',
        group: 'Lopez Reunion',
        type: 'The Brainy Bunch',
        participants: 'Between 10 and 25',
        zipcode: '77449',
        message,
        terms: true,
      },
    });
  });
});

test.describe('showcase and offers', () => {
  test('a showcase seat with No Preference goes to virtual @desktop-only', async ({
    page,
  }, testInfo) => {
    const info = marker(testInfo, 'Planning our company picnic');
    await page.goto('/showcase/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event Showcase');
    await page.getByRole('button', { name: 'Save My Seat' }).click();
    for (const label of ['First Name', 'Last Name', 'Email', 'Showcase Date', TERMS]) {
      await expectRequired(field(page, label));
    }
    await expect(field(page, 'Phone Number')).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await field(page, 'First Name').fill('Sam');
    await field(page, 'Last Name').fill('Okafor');
    await field(page, 'Email').fill('sam.okafor@example.com');
    await field(page, 'Showcase Date').selectOption('Thursday, February 11, 1pm to 1:30pm CST');
    await field(page, 'Preferred Location').selectOption('No Preference');
    await page.getByRole('textbox', { name: /^Additional Info/ }).fill(info);
    await field(page, TERMS).check();
    await page.getByRole('button', { name: 'Save My Seat' }).click();

    await expect(page.getByText(THANK_YOU)).toBeVisible();
    expect(await mailWith('Showcase', 'Additional Info', info)).toMatchObject({
      sendTo: 'virtual',
      fields: {
        'Showcase Date': 'Thursday, February 11, 1pm to 1:30pm CST',
        'Preferred Location': 'No Preference',
        'Phone Number': '',
      },
    });
  });

  test('an offers sign-up needs a phone and a center, then goes to that center @desktop-only', async ({
    page,
  }, testInfo) => {
    const lastName = marker(testInfo, 'Nguyen');
    await page.goto('/promotions/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deals & Promotions');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone Number', 'Location']) {
      await expectRequired(field(page, label));
    }
    await expectNoAxeViolations(page);

    await field(page, 'First Name').fill('Lee');
    await field(page, 'Last Name').fill(lastName);
    await field(page, 'Email').fill('lee.nguyen@example.com');
    await field(page, 'Phone Number').fill('214-555-0199');
    await field(page, 'Location').selectOption({ label: 'Katy' });
    await field(page, 'Text me offers').check();
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page.getByText(THANK_YOU)).toBeVisible();
    expect(await mailWith('Offers Sign Up', 'lastName', lastName)).toMatchObject({
      sendTo: 'Katy',
      fields: {
        firstName: 'Lee',
        lastName,
        email: 'lee.nguyen@example.com',
        phone: '2145550199',
        Location: 'Katy',
        emailNotification: false,
        smsNotification: true,
      },
    });
  });
});

test('a donation request needs an event three weeks away, then goes to the chosen center @desktop-only', async ({
  page,
}, testInfo) => {
  const organization = marker(testInfo, 'Katy Elementary PTA');
  await page.goto('/donation-requests/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donation Requests');
  await page.getByRole('button', { name: 'Send Request' }).click();
  for (const label of ['First Name', 'Organization', 'Type of Organization', 'Event Date']) {
    await expectRequired(field(page, label));
  }
  await expectNoAxeViolations(page);

  await field(page, 'First Name').fill('Dana');
  await field(page, 'Last Name').fill('Park');
  await field(page, 'Email').fill('dana.park@example.org');
  await field(page, 'Phone Number').fill('713-555-0123');
  await field(page, 'Organization').fill(organization);
  await field(page, 'Type of Organization').selectOption({ label: 'School or PTA' });
  await field(page, 'Event Date').fill(isoDaysAhead(7));
  await field(page, 'Location').selectOption({ label: 'Katy' });
  await field(page, 'Tell us about your event').fill('Spring carnival raffle for the library');
  await field(page, TERMS).check();
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(field(page, 'Event Date')).toHaveAttribute('aria-invalid', 'true');

  await field(page, 'Event Date').fill(isoDaysAhead(30));
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText(THANK_YOU)).toBeVisible();
  expect(await mailWith('Donation Request', 'Organization', organization)).toMatchObject({
    sendTo: 'Katy',
    fields: {
      'Organization Type': 'School or PTA',
      'Event Date': usDate(isoDaysAhead(30)),
      Location: 'Katy',
      'Accept Terms': true,
    },
  });
});

test.describe('tour and travel', () => {
  const FORM_URL = 'https://form.jotform.com/241234567890123';
  const frame = (page: Page) => page.locator('iframe[title="Tour and travel enquiry form"]');

  test('frames the partners’ form, which stays once it loads, with a way out to a new tab @desktop-only', async ({
    page,
  }) => {
    // The partners' form, as far as the page can tell: a page that reports its height.
    await page.route(`${FORM_URL}**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<h1>Trip details</h1><script>parent.postMessage("setHeight:1100", "*")</script>',
      }),
    );
    await page.goto('/tour-and-travel/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tour and Travel');
    await expect(frame(page)).toHaveAttribute('src', FORM_URL);
    await expect(frame(page)).toHaveAttribute('loading', 'lazy');
    await frame(page).scrollIntoViewIfNeeded();
    await expect(frame(page)).toHaveAttribute('aria-busy', 'false');
    await expect(
      page.frameLocator('iframe[title="Tour and travel enquiry form"]').getByRole('heading'),
    ).toHaveText('Trip details');
    await expect(page.getByRole('link', { name: 'Open the form in a new tab' })).toHaveAttribute(
      'href',
      FORM_URL,
    );
    await expectNoAxeViolations(page);
  });

  test('offers the form’s page and a phone number when the form host is blocked', async ({
    page,
  }) => {
    await page.route(`${FORM_URL}**`, (route) => route.abort('blockedbyclient'));
    await page.goto('/tour-and-travel/');
    await page.getByRole('heading', { name: 'Tell us about your trip' }).scrollIntoViewIfNeeded();

    const fallback = page.getByRole('group', { name: 'Tour and travel enquiry form' });
    await expect(frame(page)).toHaveCount(0, { timeout: 20_000 });
    await expect(fallback.getByRole('link', { name: 'Open the trip form' })).toHaveAttribute(
      'href',
      FORM_URL,
    );
    await expect(fallback.getByRole('link', { name: 'Call (800) 555-0199' })).toHaveAttribute(
      'href',
      'tel:+18005550199',
    );
    // A panel with a way forward, not the frame's 1100 px of nothing.
    const box = await fallback.boundingBox();
    expect(box?.height).toBeLessThan(500);
    await expectNoAxeViolations(page);
  });
});

test.describe('enquiry page heroes', () => {
  const PAGES = [
    { path: '/group-events/', button: 'Plan your event', form: 'Tell us about your event' },
    { path: '/escape-room/', button: 'Request a room', form: 'Request your escape room' },
    { path: '/showcase/', button: 'Save your seat', form: 'Save your seat' },
    { path: '/tour-and-travel/', button: 'Plan your trip', form: 'Tell us about your trip' },
  ];

  test('the solid top button takes the guest to the form on the page', async ({ page }) => {
    for (const { path, button, form } of PAGES) {
      await page.goto(path);
      const hero = page.getByRole('region', { name: await page.locator('h1').innerText() });
      const jump = hero.getByRole('link', { name: button });
      // The first of the hero's buttons is the solid one; the second is the outlined way elsewhere.
      await expect(hero.getByRole('link').first()).toHaveText(button);
      await jump.click();
      await expect(page).toHaveURL(new RegExp(`#${form.toLowerCase().replace(/\W+/g, '-')}$`));
      await expect(page.getByRole('heading', { level: 2, name: form })).toBeInViewport();
    }
  });
});

test('on a phone the form starts within a screen and a half @mobile-only', async ({ page }) => {
  const limit = (page.viewportSize()?.height ?? 844) * 1.5;
  for (const path of ['/group-events/', '/escape-room/', '/showcase/', '/contact-us/']) {
    await page.goto(path);
    const top = await page
      .locator('main form')
      .first()
      .evaluate((form) => form.getBoundingClientRect().top + window.scrollY);
    expect(top, path).toBeLessThan(limit);
  }
});

import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { E2E_DATA_DIR } from './support';

/**
 * What the enquiry form specs share. Forms send to the embedded platform, whose store file the
 * tests read (lib/platform/store.ts); each submission carries a token in its message so a test
 * finds its own entry whatever else the store holds.
 */

const STORE = `${E2E_DATA_DIR}/platform.json`;
type StoreList = 'mails' | 'leads' | 'virtualExperiences' | 'cartDeletions';

export const REQUIRED = 'This field is required';
export const THANK_YOU = 'Thank You! A member of our team will be in touch with you shortly.';

export function token(testInfo: TestInfo) {
  return `${testInfo.project.name} ${testInfo.title.slice(0, 20)} ${Date.now()}`;
}

/** The entry of `list` whose fields hold `message`, without the store's own id and time. */
export async function storedWith(list: StoreList, message: string) {
  let data: Record<StoreList, Record<string, unknown>[]>;
  try {
    data = JSON.parse(await readFile(STORE, 'utf8')) as typeof data;
  } catch {
    return undefined;
  }
  const found = data[list].find((entry) => JSON.stringify(entry).includes(message));
  if (!found) return undefined;
  const rest = { ...found };
  delete rest.id;
  delete rest.receivedAt;
  return rest;
}

/** The guest's date `days` from today, as a date input's value. */
export function isoDaysAhead(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

export const textbox = (page: Page, name: string | RegExp) =>
  page.getByRole('textbox', { name, exact: typeof name === 'string' });
export const select = (page: Page, name: string) =>
  page.getByRole('combobox', { name, exact: true });

/** Presses Tab until the element has focus (a bounded number of times). */
export async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Opens a form's page and waits for its heading, so a test starts on the page it means. */
export async function openFormPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

/**
 * Submits the untouched form, which must refuse it: focus on its first field and `required`
 * fields saying they are required.
 */
export async function expectEmptySubmitRefused(page: Page, button: string, required: number) {
  await page.getByRole('button', { name: button }).click();
  await expect(textbox(page, 'First Name')).toBeFocused();
  await expect(page.getByText(REQUIRED)).toHaveCount(required);
}

export async function fillNames(page: Page, email = 'ann.lee@example.com') {
  await textbox(page, 'First Name').fill('Ann');
  await textbox(page, 'Last Name').fill('Lee');
  await textbox(page, 'Email').fill(email);
}

/** Ticks the contact form's terms box and sends the form. */
export async function agreeAndSend(page: Page) {
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Send' }).click();
}

/** Types Ana Lopez's names and email, reaching each field with Tab as a keyboard user does. */
export async function typeNamesByKeyboard(page: Page) {
  for (const [name, value] of [
    ['First Name', 'Ana'],
    ['Last Name', 'Lopez'],
    ['Email', 'ana@example.com'],
  ] as const) {
    await tabTo(page, textbox(page, name));
    await page.keyboard.type(value);
  }
}

export async function expectThanks(page: Page, words = THANK_YOU) {
  const thanks = page.getByText(words);
  await expect(thanks).toBeVisible();
  await expect(thanks.locator('..')).toBeFocused();
  await expect(page.getByRole('button', { name: /^(Send|Sign Up)$/ })).toHaveCount(0);
}

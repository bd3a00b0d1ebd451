import { expect, test } from '@playwright/test';
import {
  agreeAndSend,
  expectThanks,
  fillNames,
  isoDaysAhead,
  select,
  storedWith,
  textbox,
  token,
  usDate,
} from './forms-support';

const PLAY_ACADEMY = '/events/school-events/play-academy/';

test('a school field trip booked on the Play Academy page becomes a Play Academy lead @desktop-only', async ({
  page,
}, testInfo) => {
  const message = token(testInfo);
  const date = isoDaysAhead(12);
  await page.goto(PLAY_ACADEMY);
  await fillNames(page);
  await textbox(page, 'Phone Number').fill('480-555-0142');
  await textbox(page, 'Company').fill('Desert View Elementary');
  await select(page, 'Booking').selectOption('School Field Trip');
  await select(page, 'Location').selectOption({ label: 'Tempe' });
  await page.getByLabel('Desired Date').fill(date);
  await select(page, 'Desired Time').selectOption('10:00 AM');
  await textbox(page, /^Additional Info/).fill(message);
  await agreeAndSend(page);

  await expectThanks(page);
  await expect
    .poll(() => storedWith('leads', message))
    .toMatchObject({
      centerId: '101',
      leadName: 'Lee - School Field Trip',
      eventType: 'School Field Trip',
      eventDate: usDate(date),
      eventTime: '10:00 AM',
      eventSubType: 'Play Academy',
      company: 'Desert View Elementary',
    });
});

test('the hero animation plays once the page is interactive and pauses on request @desktop-only', async ({
  page,
}) => {
  await page.goto(PLAY_ACADEMY);
  const hero = page.getByRole('img', { name: /bubbling science flask/ });
  const box = page.locator('[data-lottie]', { has: hero }).first();
  await expect(box).toHaveAttribute('data-lottie', 'playing');
  await expect(box.locator('svg').first()).toBeVisible();
  await page.getByRole('button', { name: "Pause the page's animations" }).click();
  await expect(box).toHaveAttribute('data-lottie', 'paused');
  // The orbits beside the video follow the one toggle: no stray buttons beside the video.
  const orbits = page.locator('video ~ [data-lottie], [data-lottie]:has(~ video)');
  await expect(orbits).toHaveCount(2);
  await expect(page.locator('[data-lottie] button')).toHaveCount(1);
  await orbits.first().scrollIntoViewIfNeeded();
  for (const orbit of await orbits.all())
    await expect(orbit).not.toHaveAttribute('data-lottie', 'playing');
});

test('with reduced motion the animations hold their first frame until the guest plays them @desktop-only', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(PLAY_ACADEMY);
  const box = page.locator('[data-lottie]').first();
  await expect(box).toHaveAttribute('data-lottie', 'paused');
  await page.getByRole('button', { name: /page's animations/ }).click();
  await expect(box).toHaveAttribute('data-lottie', 'playing');
});

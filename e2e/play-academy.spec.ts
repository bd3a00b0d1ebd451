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

test('a teacher prices 25 students doing 3 labs and requests that visit through the form', async ({
  page,
}, testInfo) => {
  const estimate =
    'Play Academy estimate: 3 labs (Bowl Like a Boss, Up Your Game With Science, Blast Your Friends With Bouncing Beams) for 25 students, $20.99 per student, $524.75 in all, plus tax and the facilitator fee ($40.00 per lab hour for the whole group).';
  await page.goto(PLAY_ACADEMY);
  const form = page.getByRole('form', { name: 'Estimate your visit' });
  for (const lab of ['Bowl Like a Boss', 'Up Your Game With Science', /Bouncing Beams/]) {
    await form.getByRole('checkbox', { name: lab }).check();
  }
  await form.getByRole('spinbutton', { name: 'Number of students' }).fill('25');
  const result = page.locator('#play-academy-estimate');
  await expect(result).toContainText('Total$524.75');
  await expect(result).toContainText('Per student$20.99');

  await result.getByRole('link', { name: 'Request this visit' }).click();
  await expect(select(page, 'Booking')).toHaveValue('Play Academy Experience');
  await expect(textbox(page, /^Additional Info/)).toHaveValue(estimate);
  const email = `teacher.${testInfo.project.name}.${Date.now()}@example.com`;
  await fillNames(page, email);
  await agreeAndSend(page);
  await expectThanks(page);
  // The estimate reaches the center in the mail's fields.
  await expect
    .poll(async () => JSON.stringify(await storedWith('mails', email)))
    .toContain('$524.75 in all');
});

test.describe('the Play Academy estimate without script', () => {
  test.use({ javaScriptEnabled: false });

  test('is sent to its own address, which answers with the figures @desktop-only', async ({
    page,
  }) => {
    await page.goto(PLAY_ACADEMY);
    const form = page.getByRole('form', { name: 'Estimate your visit' });
    await form.getByRole('checkbox', { name: /Fair Piece of the Pie/ }).check();
    await form.getByRole('spinbutton', { name: 'Number of students' }).fill('30');
    await form.getByRole('button', { name: 'See the estimate' }).click();
    await expect(page).toHaveURL(/\/play-academy\/estimate\/\?package=labs&labs=pizza&students=30/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Play Academy estimate');
    await expect(page.locator('#play-academy-estimate')).toContainText('Total$449.40');
    await page.getByRole('link', { name: 'Request this visit' }).click();
    await expect(page).toHaveURL(/\/play-academy\/#book-your-play-academy-labs$/);
  });
});

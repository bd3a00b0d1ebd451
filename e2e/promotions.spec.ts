import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support';

const PLAYER_HOST = 'player.vimeo.com';

/**
 * Every request the page makes to the video host. The host is answered by a stub page, so the
 * test needs no network and nothing real plays.
 */
async function watchPlayerHost(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).host === PLAYER_HOST) requests.push(request.url());
  });
  await page.route(`https://${PLAYER_HOST}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
  return requests;
}

async function openCarousel(page: Page, name: string) {
  const carousel = page.getByRole('region', { name });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-ready', 'true');
  return carousel;
}

const currentDot = (carousel: Locator) =>
  carousel.locator('button[aria-current="true"]').getAttribute('aria-label');

test.describe('promotion pages', () => {
  for (const { path, heading } of [
    { path: '/promotions/', heading: 'Deals & Promotions' },
    { path: '/lost-pins/', heading: 'The Great Lost-Pins Hunt' },
  ]) {
    test(`${path} answers with its heading @desktop-only`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  test('the retired offers page sends guests on to the one deals page for good @desktop-only', async ({
    page,
    request,
  }) => {
    const answer = await request.get('/offers/', { maxRedirects: 0 });
    expect(answer.status()).toBe(308);
    expect(answer.headers().location).toBe('/promotions/');
    const spanish = await request.get('/es/offers/', { maxRedirects: 0 });
    expect(spanish.headers().location).toBe('/es/promotions/');
    await page.goto('/offers/');
    await expect(page).toHaveURL(/\/promotions\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deals & Promotions');
  });

  test('every deal says when it runs and on what terms, with a button that leads somewhere real @desktop-only', async ({
    page,
  }) => {
    await page.goto('/promotions/');
    const deals = page.getByRole('region', { name: 'This week’s deals' }).getByRole('listitem');
    await expect(deals).toHaveCount(7);
    for (const deal of await deals.all()) {
      const button = deal.getByRole('link');
      const href = await button.getAttribute('href');
      expect(href).toMatch(/^\//);
      const answer = await page.request.get(href!.split('#')[0]!);
      expect(answer.status(), href!).toBe(200);
    }
    // The birthday month treat's button leads to the sign-up on this page.
    await deals.filter({ hasText: 'Birthday Month Treat' }).getByRole('link').click();
    await expect(page.getByRole('region', { name: 'Sign up for offers' })).toBeInViewport();
  });

  test('the footer leads to the promotions page @desktop-only', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Deals & Promotions' }).click();
    await expect(page).toHaveURL(/\/promotions\/$/);
  });

  test('the lost-pins page lists the rules, the numbered clues and the prize @desktop-only', async ({
    page,
  }) => {
    await page.goto('/lost-pins/');
    await expect(
      page.getByRole('region', { name: 'How to play' }).getByRole('listitem'),
    ).toHaveCount(6);
    const clues = page.getByRole('region', { name: 'The clues' }).getByRole('listitem');
    await expect(clues).toHaveCount(5);
    await expect(clues.first()).toContainText('1');
    await expect(page.getByRole('region', { name: 'The prize' })).toContainText('$5.00 game card');
  });
});

test.describe('the feedback carousel', () => {
  test('turns every 4 seconds, stops on Pause and turns again on Play @desktop-only', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/promotions/');
    const carousel = await openCarousel(page, 'What others are saying');
    await expect(carousel).toHaveAttribute('data-playing', 'true');
    expect(await currentDot(carousel)).toBe('Show slide 1');

    await page.clock.runFor(4_500);
    await expect.poll(() => currentDot(carousel)).toBe('Show slide 2');

    await carousel.getByRole('button', { name: 'Pause slide show' }).click();
    await expect(carousel).toHaveAttribute('data-playing', 'false');
    await page.mouse.move(0, 0);
    await page.clock.runFor(12_000);
    expect(await currentDot(carousel)).toBe('Show slide 2');

    await carousel.getByRole('button', { name: 'Play slide show' }).click();
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-playing', 'true');
    await page.clock.runFor(4_500);
    await expect.poll(() => currentDot(carousel)).toBe('Show slide 3');
  });
});

test.describe('video embeds', () => {
  test('the promotional video loads nothing from the video host until the guest presses play @desktop-only', async ({
    page,
  }) => {
    const requests = await watchPlayerHost(page);
    await page.goto('/promotions/');
    const section = page.getByRole('region', { name: 'A Night at Spark Alley' });
    await section.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expect(section.locator('iframe')).toHaveCount(0);
    expect(requests).toEqual([]);

    // The hidden suffix reads as its own piece: 'Play video : A Night at Spark Alley'.
    await section.getByRole('button', { name: /^Play video\s*: A Night at Spark Alley$/ }).click();

    const frame = section.locator('iframe');
    await expect(frame).toHaveAttribute('title', 'Video: A Night at Spark Alley');
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.host).toBe(PLAYER_HOST);
    expect(src.searchParams.get('byline')).toBe('0');
    expect(src.searchParams.get('portrait')).toBe('0');
    expect(src.searchParams.get('title')).toBe('0');
    await expect(frame).toBeFocused();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  test('the video slider pauses and resumes, and holds still while a video plays', async ({
    page,
  }) => {
    const requests = await watchPlayerHost(page);
    await page.goto('/promotions/');
    const slider = await openCarousel(page, 'See It in Action');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);

    await slider.getByRole('button', { name: 'Pause slide show' }).click();
    await expect(slider.getByRole('button', { name: 'Play slide show' })).toBeVisible();
    await expect(slider).toHaveAttribute('data-playing', 'false');
    await slider.getByRole('button', { name: 'Play slide show' }).click();
    await expect(slider.getByRole('button', { name: 'Pause slide show' })).toBeVisible();

    const play = slider.getByRole('button', { name: /^Play video\s*: / }).first();
    const title = (await play.textContent())!.replace(/^Play video: /, '');
    await play.click();
    const frame = slider.locator(`iframe[title="Video: ${title}"]`);
    await expect(frame).toHaveAttribute('src', /^https:\/\/player\.vimeo\.com\/video\/\d+\?/);
    // The frame asks for the player once it is in the page, a moment after its address is set.
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    // Nothing turns while the video plays, even once the guest's focus has left the slider.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(slider.getByRole('button', { name: /slide show/ })).toHaveCount(0);
    await expect(slider).toHaveAttribute('data-playing', 'false');

    // Moving on takes the video out of the frame: it stops and the slide show comes back.
    await slider.getByRole('button', { name: 'Next slide' }).click();
    if ((await slider.locator('iframe').count()) > 0) {
      await slider.getByRole('button', { name: 'Next slide' }).click();
    }
    await expect(slider.locator('iframe')).toHaveCount(0);
    await expect(slider.getByRole('button', { name: 'Pause slide show' })).toBeVisible();
  });
});

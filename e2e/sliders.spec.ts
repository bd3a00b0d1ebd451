import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, transitionsEnded } from './support';

const PACKAGE_SLIDER = { path: '/birthdays/packages/', name: 'Find the perfect party' };
const CARD_SLIDER = { path: '/', name: 'Our most-loved parties' };

/**
 * Slides shown per viewport width (docs/rules/limits.md#sliders); 790 px is the package slider's
 * centre mode.
 */
const SHOWN = [
  { width: 1440, packages: 5, cards: 4 },
  { width: 1200, packages: 4, cards: 4 },
  { width: 1000, packages: 3, cards: 3 },
  { width: 790, packages: 2, cards: 2 },
  { width: 600, packages: 1, cards: 1 },
];

const carousel = (page: Page, name: string) => page.getByRole('region', { name });

async function openSlider(page: Page, { path, name }: { path: string; name: string }) {
  await page.goto(path);
  const slider = carousel(page, name);
  await slider.scrollIntoViewIfNeeded();
  await expect(slider).toHaveAttribute('data-ready', 'true');
  return slider;
}

/**
 * Slides fully inside the frame, and whether any slide outside it (clones included) or its
 * content can still be reached by keyboard or assistive tech.
 */
function slideState(slider: Locator) {
  return slider.evaluate((root) => {
    const frame = (
      root.querySelector('.slick-list') ??
      root.querySelector('[data-fallback-slide]')!.parentElement!
    ).getBoundingClientRect();
    const slides = [...root.querySelectorAll<HTMLElement>('.slick-slide, [data-fallback-slide]')];
    const inside = (slide: HTMLElement) => {
      const box = slide.getBoundingClientRect();
      return (
        box.left >= frame.left - 1 &&
        box.right <= frame.right + 1 &&
        getComputedStyle(slide).visibility !== 'hidden'
      );
    };
    const shown = slides.filter(inside);
    const hidden = slides.filter((slide) => !inside(slide));
    const reachable = hidden.filter(
      (slide) => !slide.closest('[inert]') && getComputedStyle(slide).visibility !== 'hidden',
    );
    const first = shown[0]?.getBoundingClientRect();
    return {
      shown: shown.filter((slide) => !slide.closest('[inert]')).length,
      reachableHidden: reachable.length,
      firstSlide: first && { left: Math.round(first.left), width: Math.round(first.width) },
      height: Math.round(root.getBoundingClientRect().height),
    };
  });
}

async function withoutScript(browser: Browser, width: number, path: string, name: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  await page.goto(path);
  const state = await slideState(carousel(page, name));
  await context.close();
  return state;
}

const currentDot = (slider: Locator) =>
  slider.locator('button[aria-current="true"]').getAttribute('aria-label');

/** Waits for the slider to come to rest (react-slick ignores presses while it moves). */
async function settle(slider: Locator) {
  await expect(slider.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const { width, packages, cards } of SHOWN) {
  for (const [slider, count] of [
    [PACKAGE_SLIDER, packages],
    [CARD_SLIDER, cards],
  ] as const) {
    test(`${slider.name} shows ${count} slides at ${width} px, the same before and after react-slick @desktop-only`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      // Still slides: no autoplay step may move them while they are measured.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const live = await openSlider(page, slider);
      await expect(live).toHaveAttribute('data-playing', 'false');
      await expect.poll(() => slideState(live).then((state) => state.shown)).toBe(count);
      const withScript = await slideState(live);
      expect(withScript.reachableHidden).toBe(0);

      const fallback = await withoutScript(browser, width, slider.path, slider.name);
      expect(fallback.shown).toBe(count);
      expect(fallback.reachableHidden).toBe(0);
      expect(fallback.firstSlide).toEqual(withScript.firstSlide);
      expect(Math.abs(fallback.height - withScript.height)).toBeLessThanOrEqual(1);
    });
  }
}

test('the package slider is in centre mode under 800 px: neighbours peek in but stay inert @desktop-only', async ({
  page,
}) => {
  await page.setViewportSize({ width: 790, height: 900 });
  const slider = await openSlider(page, PACKAGE_SLIDER);
  await expect(slider.locator('.slick-list')).toHaveCSS('padding-left', '48px');
  // Paused, so that no autoplay step is under way while the slides are measured; a step the pause
  // caught half-way is waited out.
  await slider.getByRole('button', { name: 'Pause slide show' }).click();
  await expect(slider).toHaveAttribute('data-playing', 'false');
  const peeks = () =>
    slider.locator('.slick-slide[inert]').evaluateAll((slides) => {
      const frame = slides[0]!.closest('.slick-list')!.getBoundingClientRect();
      return slides.filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.right > frame.left && box.left < frame.right;
      }).length;
    });
  await expect.poll(peeks).toBe(2);
});

test('the package slider autoplays, and Pause stops it for longer than the interval', async ({
  page,
}) => {
  await page.clock.install();
  const slider = await openSlider(page, PACKAGE_SLIDER);
  await expect(slider).toHaveAttribute('data-playing', 'true');
  expect(await currentDot(slider)).toBe('Show slide 1');

  await page.clock.runFor(7_500);
  await expect.poll(() => currentDot(slider)).toBe('Show slide 2');

  await slider.getByRole('button', { name: 'Pause slide show' }).click();
  await expect(slider.getByRole('button', { name: 'Play slide show' })).toBeVisible();
  await expect(slider).toHaveAttribute('data-playing', 'false');
  await page.clock.runFor(20_000);
  expect(await currentDot(slider)).toBe('Show slide 2');
});

test('the package slider pauses while the pointer rests on the slides @desktop-only', async ({
  page,
}) => {
  const slider = await openSlider(page, PACKAGE_SLIDER);
  await expect(slider).toHaveAttribute('data-playing', 'true');
  await slider.getByRole('group').first().hover();
  await expect(slider).toHaveAttribute('data-playing', 'false');
  await page.mouse.move(0, 0);
  await expect(slider).toHaveAttribute('data-playing', 'true');
});

test('with reduced motion the package slider waits for Play and moves without animation @desktop-only', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const slider = await openSlider(page, PACKAGE_SLIDER);
  await expect(slider.getByRole('button', { name: 'Play slide show' })).toBeVisible();
  await expect(slider).toHaveAttribute('data-playing', 'false');
  await slider.getByRole('button', { name: 'Next slide' }).click();
  await expect.poll(() => currentDot(slider)).toBe('Show slide 2');
  // react-slick's own transition is 0 ms (the site's reduced-motion rule caps any other at 0.01 ms).
  const duration = await slider
    .locator('.slick-track')
    .evaluate((track) => parseFloat(getComputedStyle(track).transitionDuration));
  expect(duration).toBeLessThan(0.001);
});

test('the card slider works from the keyboard, and hidden slides hold nothing focusable @desktop-only', async ({
  page,
}) => {
  const slider = await openSlider(page, CARD_SLIDER);
  const next = slider.getByRole('button', { name: 'Next slide' });
  const previous = slider.getByRole('button', { name: 'Previous slide' });

  await next.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => currentDot(slider)).toBe('Show slide 2');
  await settle(slider);
  await page.keyboard.press('Space');
  await expect.poll(() => currentDot(slider)).toBe('Show slide 3');
  await settle(slider);
  await previous.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => currentDot(slider)).toBe('Show slide 2');
  await settle(slider);
  await slider.getByRole('button', { name: 'Show slide 5' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => currentDot(slider)).toBe('Show slide 5');
  await settle(slider);
  await expect.poll(() => slideState(slider).then((state) => state.reachableHidden)).toBe(0);

  // From Next the tab order goes straight into the first card on show.
  await next.focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAccessibleName(/^(Book Now|Find a Location) ?: /);
  const inShownSlide = await focused.evaluate((element) => {
    const slide = element.closest('.slick-slide')!;
    const frame = slide.closest('.slick-list')!.getBoundingClientRect();
    const box = slide.getBoundingClientRect();
    return box.left >= frame.left - 1 && box.right <= frame.right + 1;
  });
  expect(inShownSlide).toBe(true);
});

for (const slider of [PACKAGE_SLIDER, CARD_SLIDER]) {
  test(`${slider.name}: no axe violations once react-slick runs`, async ({ page }) => {
    await openSlider(page, slider);
    await expectNoAxeViolations(page);
  });

  test(`${slider.name}: the cards' shadows fade out inside the frame, drawing no box round them @desktop-only`, async ({
    page,
  }) => {
    const frame = await openSlider(page, slider);
    const slide = frame.locator('.slick-active').first();
    const overhang = () =>
      slide.evaluate((shown) => {
        const list = shown.closest('.slick-list')!.getBoundingClientRect();
        const card = [...shown.querySelectorAll('*')].find(
          (element) => getComputedStyle(element).boxShadow !== 'none',
        )!;
        const box = card.getBoundingClientRect();
        // The computed form is "<colour> <x>px <y>px <blur>px <spread>px"; a blur reaches its length.
        const [x = 0, y = 0, blur = 0, spread = 0] = getComputedStyle(card)
          .boxShadow.match(/-?[\d.]+px/g)!
          .map((length) => parseFloat(length));
        const reach = blur + spread;
        return Math.max(
          list.left - (box.left + x - reach),
          box.right + x + reach - list.right,
          list.top - (box.top + y - reach),
          box.bottom + y + reach - list.bottom,
        );
      });
    expect(await overhang(), 'at rest').toBeLessThanOrEqual(0);

    // Lifted under the pointer, once the card's transitions have ended.
    await slide.hover();
    await transitionsEnded(page);
    expect(await overhang(), 'under the pointer').toBeLessThanOrEqual(0);
  });

  test(`${slider.name}: no layout shift when react-slick takes over`, async ({ page }) => {
    // Tall enough that the slider is on screen while react-slick replaces the fallback.
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: size.width, height: 4000 });
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
      const shifts: number[] = [];
      const record = (entries: PerformanceEntry[]) => {
        for (const entry of entries as Shift[]) if (!entry.hadRecentInput) shifts.push(entry.value);
      };
      const observer = new PerformanceObserver((list) => record(list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      // The shifts so far, those the observer has not been handed yet included.
      (window as unknown as { layoutShifts: () => number[] }).layoutShifts = () => {
        record(observer.takeRecords());
        return shifts;
      };
    });
    await page.goto(slider.path);
    await expect(carousel(page, slider.name)).toHaveAttribute('data-ready', 'true');
    await transitionsEnded(page);
    // Read once the frame that drew react-slick's slider, and the next, are on screen: a shift
    // the takeover caused is on record by then.
    const shifts = await page.evaluate(async () => {
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
      return (window as unknown as { layoutShifts: () => number[] }).layoutShifts();
    });
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.005);
  });
}

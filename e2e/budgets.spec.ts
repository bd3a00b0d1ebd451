import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import {
  HTML_KB,
  ROUTES,
  SPANISH_JS_OVER_ENGLISH_KB,
  SPANISH_TWIN_ROUTES,
  TEXT_ROUTES,
  htmlOverMarkupBudget,
  jsBudgetKb,
} from '../perf/budgets.mjs';
import { routeWeight } from '../perf/weight.mjs';

// Byte budgets are deterministic for a build, so they hold here; speed is `npm run bench`'s.
for (const route of [...TEXT_ROUTES, ...ROUTES]) {
  test(`${route} stays within its JS and HTML budgets @desktop-only`, async ({
    context,
    baseURL,
  }) => {
    const weight = await routeWeight(context, new URL(route, baseURL).href);
    expect(weight.jsKb, `gzip KB of JS; scripts: ${weight.scripts.join(' ')}`).toBeLessThanOrEqual(
      jsBudgetKb(route),
    );
    expect(weight.htmlOverMarkup, 'HTML over its markup').toBeLessThanOrEqual(
      htmlOverMarkupBudget(route),
    );
    const htmlLimit = HTML_KB[route];
    if (htmlLimit) expect(weight.htmlKb, 'KB of HTML').toBeLessThanOrEqual(htmlLimit);
  });
}

for (const route of SPANISH_TWIN_ROUTES) {
  test(`/es${route} weighs at most ${SPANISH_JS_OVER_ENGLISH_KB} KB of JS more than ${route} @desktop-only`, async ({
    browser,
    baseURL,
  }) => {
    // Each in a browser of its own: what one page saves (a chosen center) would change the other.
    const weigh = async (path: string) => {
      const context = await browser.newContext();
      try {
        return await routeWeight(context, new URL(path, baseURL).href);
      } finally {
        await context.close();
      }
    };
    const english = await weigh(route);
    const spanish = await weigh(`/es${route}`);
    expect(spanish.jsKb, `scripts: ${spanish.scripts.join(' ')}`).toBeLessThanOrEqual(
      english.jsKb + SPANISH_JS_OVER_ENGLISH_KB,
    );
  });
}

/**
 * The code of every script a page loads, once the network is idle and `act` (the guest's first
 * steps, if any, each waiting for what it loads) is done. Prefetched pages' data is refused, so
 * only this page's own code counts.
 */
async function scriptsLoaded(page: Page, path: string, act?: (page: Page) => Promise<void>) {
  const loaded: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') loaded.push(response.text());
  });
  await page.route(/[?&]_rsc=/, (route) => route.abort());
  await page.goto(path, { waitUntil: 'networkidle' });
  await act?.(page);
  return (await Promise.all(loaded)).join('\n');
}

/** Presses Send on the contact form, empty, and waits until the form has checked it. */
async function sendEmptyForm(page: Page) {
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
}

/** Strings only these libraries carry in a production build, and a page whose guest loads each. */
const LIBRARIES: {
  library: string;
  marker: string;
  path: string;
  act?: (page: Page) => Promise<void>;
}[] = [
  {
    library: 'react-hook-form',
    marker: 'shouldUnregister',
    path: '/contact-us/',
    // A form loads its code on the guest's first use (components/HydrateOnUse).
    act: sendEmptyForm,
  },
  {
    library: 'react-slick',
    marker: 'slick-track',
    path: '/',
    // A slider loads react-slick when it comes near the viewport (components/Slider).
    act: async (page) => {
      const slider = page.getByRole('region', { name: 'Our most-loved parties' });
      await slider.scrollIntoViewIfNeeded();
      await expect(slider).toHaveAttribute('data-ready', 'true');
    },
  },
  {
    library: 'zod',
    marker: 'Invalid input',
    path: '/contact-us/',
    // A form loads its rules when the guest first reaches it (forms/engine/loadValidation.ts).
    act: sendEmptyForm,
  },
  { library: 'the booking stores', marker: 'guestOfHonor', path: '/book/birthday/' },
];

// The absence check below can only fail if its markers are really in the code the libraries ship.
for (const { library, marker, path, act } of LIBRARIES) {
  test(`${path} loads ${library}, and its marker finds it @desktop-only`, async ({ page }) => {
    const code = await scriptsLoaded(page, path, act);
    expect(code.includes(marker), `${library} (${marker}) in the code of ${path}`).toBe(true);
  });
}

// No page ships pino, so its marker is checked against the build a browser import would bundle.
test('pino’s code is recognised in its browser build @desktop-only', () => {
  expect(readFileSync(createRequire(import.meta.url).resolve('pino/browser.js'), 'utf8')).toContain(
    'pino',
  );
});

test('a page without forms, sliders or the booking widget loads none of their code @desktop-only', async ({
  page,
}) => {
  const code = await scriptsLoaded(page, '/privacy-policy/');
  for (const { library, marker } of [...LIBRARIES, { library: 'pino', marker: 'pino' }]) {
    expect(code.includes(marker), `${library} (${marker}) in the code of /privacy-policy/`).toBe(
      false,
    );
  }
});

import { expect, test } from '@playwright/test';
import {
  HTML_KB,
  ROUTES,
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

test('a page without forms, sliders or the booking widget loads none of their code @desktop-only', async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') loaded.push(await response.text());
  });
  await page.route(/[?&]_rsc=/, (route) => route.abort());
  await page.goto('/privacy-policy/', { waitUntil: 'networkidle' });
  const code = loaded.join('\n');
  // Strings only these libraries carry in a production build.
  expect(code, 'react-hook-form').not.toContain('shouldUnregister');
  expect(code, 'react-slick').not.toContain('slick-track');
  expect(code, 'zod').not.toContain('Invalid input');
  expect(code, 'the booking stores').not.toContain('guestOfHonor');
  expect(code, 'pino').not.toContain('pino');
});

import { expect, test, type Page } from '@playwright/test';

const cardsOf = (page: Page) =>
  page
    .getByRole('region', { name: 'Latest from our centers' })
    .getByRole('listitem')
    .getByRole('heading', { level: 3 });

async function jsonLdOf(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test('/news/ lists every article newest first, and the footer leads there @desktop-only', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'News & Stories' }).click();
  await expect(page).toHaveURL(/\/news\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News & Stories');
  await expect(cardsOf(page)).toHaveText([
    'Seven Candles, Seven Strikes',
    'Spark Alley Tempe Opens Its Doors',
    'Lincoln Elementary Bends Light at Play Academy',
    'Winter Season Pass Goes On Sale',
    'Pin Pals Take the Fall League Crown',
    'Fifteen Years Behind the Shoe Counter',
  ]);
  // Under its picture, each card's words take at least 180 px, however short the excerpt.
  const bodyMinHeights = await cardsOf(page).evaluateAll((titles) =>
    titles.map((title) => getComputedStyle(title.parentElement!).minHeight),
  );
  expect(new Set(bodyMinHeights)).toEqual(new Set(['180px']));
});

for (const { title, path, type } of [
  {
    title: 'Spark Alley Tempe Opens Its Doors',
    path: '/news/tempe-grand-opening/',
    type: 'NewsArticle',
  },
  // Tagged stories, then news: the first tag decides.
  {
    title: 'Lincoln Elementary Bends Light at Play Academy',
    path: '/stories/play-academy-field-trip/',
    type: 'BlogPosting',
  },
]) {
  test(`a card leads to ${path} by its first tag, described as a ${type} @desktop-only`, async ({
    page,
  }) => {
    await page.goto('/news/');
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    const [article] = (await jsonLdOf(page)).filter((data) => data['@type'] === type);
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      headline: title,
      author: { '@type': 'Organization', name: 'Spark Alley' },
      publisher: { '@type': 'Organization', name: 'Spark Alley' },
      mainEntityOfPage: {
        '@type': 'WebPage',
        '@id': expect.stringMatching(new RegExp(`${path}$`)),
      },
    });
    expect(article?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article?.image).toEqual([expect.stringMatching(/\/cms-assets\/news-[a-z-]+\.svg$/)]);
  });
}

test('an article ends with related articles that lead to their own pages @desktop-only', async ({
  page,
}) => {
  await page.goto('/news/tempe-grand-opening/');
  const related = page.getByRole('region', { name: 'More news and stories' });
  await related.getByRole('link', { name: 'Winter Season Pass Goes On Sale' }).click();
  await expect(page).toHaveURL(/\/news\/winter-season-pass\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Winter Season Pass Goes On Sale',
  );
  await page.getByRole('link', { name: 'All news and stories' }).click();
  await expect(page).toHaveURL(/\/news\/$/);
});

test('an article asked for under the other prefix redirects to its own @desktop-only', async ({
  page,
  request,
}) => {
  const moved = await request.get('/stories/tempe-grand-opening/', { maxRedirects: 0 });
  expect(moved.status()).toBe(307);
  expect(moved.headers().location).toMatch(/\/news\/tempe-grand-opening\/$/);

  await page.goto('/news/birthday-seven-strikes/');
  await expect(page).toHaveURL(/\/stories\/birthday-seven-strikes\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seven Candles, Seven Strikes');

  expect((await request.get('/news/no-such-article/')).status()).toBe(404);
  expect((await request.get('/stories/no-such-article/')).status()).toBe(404);
});

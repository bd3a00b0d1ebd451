// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import { ArticleCards } from '@/blocks/article-cards/ArticleCards';
import { articleCardsBlock } from '@/blocks/article-cards';
import { articleCardsSchema } from '@/blocks/article-cards/schema';
import { getArticles } from '@/lib/cms';
import { toArticles } from '@/lib/cms/articles';
import { articleEntry } from '@/tests/support/articles';
import { contentItem } from '@/tests/support/entries';
import { loggedWith, spyOnWarnings } from '@/tests/support/log';

vi.mock('@/lib/cms', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/cms')>()),
  getArticles: vi.fn(),
}));

const opening = articleEntry('tempe-grand-opening', {
  tags: ['news', 'stories'],
  title: 'Spark Alley Tempe Opens Its Doors',
  date: '2026-11-14',
});
const schoolVisit = articleEntry('play-academy-field-trip', {
  tags: ['stories', 'news'],
  title: 'Lincoln Elementary Bends Light',
  date: '2026-11-09',
});
const staffStory = articleEntry('denise-fifteen-years', {
  title: 'Fifteen Years Behind the Shoe Counter',
  date: '2026-10-15',
});

async function renderBlock(fields: Record<string, unknown>, draft = false) {
  const props = articleCardsSchema.parse({ heading: 'Latest from our centers', ...fields });
  render(await ArticleCards({ ...props, context: { ...PUBLISHED_ENGLISH, draft } }));
}

const cards = () =>
  within(screen.getByRole('region', { name: 'Latest from our centers' })).getAllByRole('listitem');

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(getArticles).mockReset();
});

describe('Article cards block', () => {
  it('links each picked article by its first content tag: news to /news/, anything else to /stories/', async () => {
    await renderBlock({ articles: [opening, schoolVisit, staffStory] });

    expect(screen.getByRole('link', { name: 'Spark Alley Tempe Opens Its Doors' })).toHaveAttribute(
      'href',
      '/news/tempe-grand-opening/',
    );
    expect(screen.getByRole('link', { name: 'Lincoln Elementary Bends Light' })).toHaveAttribute(
      'href',
      '/stories/play-academy-field-trip/',
    );
    expect(
      screen.getByRole('link', { name: 'Fifteen Years Behind the Shoe Counter' }),
    ).toHaveAttribute('href', '/stories/denise-fifteen-years/');
    expect(getArticles).not.toHaveBeenCalled();
  });

  it('shows each card in the order picked, with its kind, date, title, excerpt and picture', async () => {
    await renderBlock({ intro: 'The newest first.', articles: [staffStory, opening] });

    const [first, second] = cards();
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Fifteen Years Behind the Shoe Counter',
    );
    expect(first).toHaveTextContent('Story');
    expect(within(first!).getByText('October 15, 2026')).toHaveAttribute('datetime', '2026-10-15');
    expect(first).toHaveTextContent('Fifteen Years Behind the Shoe Counter, in a few words.');
    expect(
      within(first!).getByRole('img', { name: 'Fifteen Years Behind the Shoe Counter artwork' }),
    ).toBeVisible();
    expect(second).toHaveTextContent('News');
    expect(second).toHaveTextContent('November 14, 2026');
    expect(screen.getByText('The newest first.')).toBeVisible();
  });

  it('shows the newest articles when editors pick none, as many as the limit allows', async () => {
    vi.mocked(getArticles).mockResolvedValue(toArticles([staffStory, opening, schoolVisit]));

    await renderBlock({ limit: 2 }, true);

    expect(getArticles).toHaveBeenCalledWith({ ...PUBLISHED_ENGLISH, draft: true });
    expect(cards().map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/news/tempe-grand-opening/',
      '/stories/play-academy-field-trip/',
    ]);
  });

  it('leaves out, and logs, a picked item that has no page to lead to', async () => {
    const warnings = spyOnWarnings();

    await renderBlock({ articles: [contentItem({ title: 'Bowling' }, 'item-bowling'), opening] });

    expect(cards()).toHaveLength(1);
    expect(loggedWith(warnings, 'list item skipped').map((call) => call.id)).toEqual([
      'item-bowling',
    ]);
  });

  it('is left out of the page when there is no article at all', async () => {
    vi.mocked(getArticles).mockResolvedValue([]);

    await renderBlock({});

    expect(screen.queryByRole('region')).toBeNull();
  });

  it('refuses an entry without a heading or with a limit out of range', () => {
    expect(articleCardsBlock.render({ articles: [opening] }, 'k', PUBLISHED_ENGLISH).ok).toBe(
      false,
    );
    expect(articleCardsBlock.render({ heading: 'News', limit: 0 }, 'k', PUBLISHED_ENGLISH).ok).toBe(
      false,
    );
    expect(articleCardsBlock.render({ heading: 'News', limit: 6 }, 'k', PUBLISHED_ENGLISH).ok).toBe(
      true,
    );
  });
});

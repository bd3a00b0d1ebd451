// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { toArticles, type Article } from '@/lib/cms/articles';
import { ArticleScreen } from '@/screens/articles/ArticleScreen';
import { articleEntry } from '@/tests/support/articles';
import { asset } from '@/tests/support/entries';

const SITE = 'https://www.sparkalley.example';

const [opening, party, staff] = toArticles([
  articleEntry('tempe-grand-opening', {
    tags: ['news'],
    title: 'Spark Alley Tempe Opens Its Doors',
    date: '2026-11-14',
    heroImage: asset({ fileName: 'news-tempe-wide.svg', description: 'The new center at sunset' }),
  }),
  articleEntry('birthday-seven-strikes', {
    tags: ['stories'],
    title: 'Seven Candles',
    date: '2026-11-10',
  }),
  articleEntry('denise-fifteen-years', { title: 'Fifteen Years', date: '2026-10-15' }),
]) as [Article, Article, Article];

function renderScreen(
  article: Article,
  related: Article['related'] = [],
  locale: 'en' | 'es' = 'en',
) {
  const { container } = render(
    <ArticleScreen
      article={article}
      related={related}
      companyName="Spark Alley"
      siteUrl={SITE}
      logoSrc="/cms-assets/logo.svg"
      locale={locale}
    />,
  );
  const script = container.querySelector('script[type="application/ld+json"]');
  return { jsonLd: JSON.parse(script?.textContent ?? 'null') as Record<string, unknown> };
}

describe('Article screen', () => {
  it('shows the title as the h1, the date, the excerpt, the hero image and the body', () => {
    renderScreen(opening);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Spark Alley Tempe Opens Its Doors',
    );
    expect(screen.getByText('November 14, 2026')).toHaveAttribute('datetime', '2026-11-14');
    expect(screen.getByText('Spark Alley Tempe Opens Its Doors, in a few words.')).toBeVisible();
    // The page's own hero image wins over the card's picture.
    expect(screen.getByRole('img', { name: 'The new center at sunset' })).toBeVisible();
    const article = screen.getByRole('article', { name: 'Spark Alley Tempe Opens Its Doors' });
    expect(
      within(article).getByText('The first paragraph of Spark Alley Tempe Opens Its Doors.'),
    ).toBeVisible();
    expect(within(article).getByRole('heading', { level: 2 })).toHaveTextContent(
      'What you will find inside',
    );
    expect(
      within(article)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['24 bowling lanes', 'A laser tag arena']);
    expect(screen.getByRole('link', { name: 'All news and stories' })).toHaveAttribute(
      'href',
      '/news/',
    );
  });

  it('ends with the related articles as cards leading to their pages, then all news', () => {
    renderScreen(opening, [party, staff]);

    const related = screen.getByRole('region', { name: 'More news and stories' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/stories/birthday-seven-strikes/', '/stories/denise-fifteen-years/', '/news/']);
  });

  it('has no related section when there is nothing to suggest', () => {
    renderScreen(opening);

    expect(screen.queryByRole('region', { name: 'More news and stories' })).toBeNull();
  });

  it('describes news as a schema.org NewsArticle by the company, at its own address', () => {
    const { jsonLd } = renderScreen(opening);

    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Spark Alley Tempe Opens Its Doors',
      inLanguage: 'en',
      description: 'Spark Alley Tempe Opens Its Doors, in a few words.',
      image: [`${SITE}/cms-assets/news-tempe-wide.svg`],
      datePublished: '2026-11-14',
      dateModified: '2026-11-14',
      author: { '@type': 'Organization', name: 'Spark Alley', url: `${SITE}/` },
      publisher: {
        '@type': 'Organization',
        name: 'Spark Alley',
        url: `${SITE}/`,
        logo: { '@type': 'ImageObject', url: `${SITE}/cms-assets/logo.svg` },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE}/news/tempe-grand-opening/` },
    });
  });

  it('describes a story as a BlogPosting, modified when the entry was last saved', () => {
    const { jsonLd } = renderScreen({ ...party, updatedAt: '2026-11-20T10:30:00.000Z' });

    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      datePublished: '2026-11-10',
      dateModified: '2026-11-20T10:30:00.000Z',
      mainEntityOfPage: { '@id': `${SITE}/stories/birthday-seven-strikes/` },
    });
  });

  it('on a Spanish page, marks an article not yet translated as English, at its Spanish address', () => {
    const { jsonLd } = renderScreen(opening, [], 'es');

    expect(screen.getByRole('article')).toHaveAttribute('lang', 'en');
    expect(jsonLd).toMatchObject({
      inLanguage: 'en',
      mainEntityOfPage: { '@id': `${SITE}/es/news/tempe-grand-opening/` },
    });
  });

  it('marks nothing when the article is in the page’s language', () => {
    renderScreen({ ...opening, language: 'es' }, [], 'es');
    expect(screen.getByRole('article')).not.toHaveAttribute('lang');
  });
});

// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { toArticles, type Article } from '@/lib/cms/articles';
import { ArticleScreen } from '@/screens/articles/ArticleScreen';
import { articleEntry } from '@/tests/support/articles';

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  usePathname: () => '/es/news/tempe-grand-opening/',
}));

const [opening, party] = toArticles([
  articleEntry('tempe-grand-opening', {
    tags: ['news'],
    title: 'Spark Alley Tempe abre sus puertas',
    date: '2026-11-14',
  }),
  articleEntry('birthday-seven-strikes', {
    tags: ['stories'],
    title: 'Siete velas',
    date: '2026-11-02',
  }),
]) as [Article, Article];

function renderSpanishScreen(article: Article, related: Article['related'] = []) {
  render(
    <ArticleScreen
      article={article}
      related={related}
      companyName="Spark Alley"
      siteUrl="https://www.sparkalley.example"
      locale="es"
    />,
  );
}

describe('an article on a Spanish page', () => {
  it('names its section and dates it in Spanish, and leads to every article in Spanish', () => {
    renderSpanishScreen({ ...opening, language: 'es' }, [party]);
    const article = screen.getByRole('article');

    expect(within(article).getByText('Noticia')).toBeVisible();
    expect(within(article).getByText('14 de noviembre de 2026')).toHaveAttribute(
      'datetime',
      '2026-11-14',
    );
    const related = screen.getByRole('region', { name: 'Más noticias e historias' });
    const card = within(related).getByRole('listitem');
    expect(card).toHaveTextContent('Historia');
    expect(card).toHaveTextContent('2 de noviembre de 2026');
    expect(card).toHaveTextContent('Leer la historia →');
    expect(screen.getByRole('link', { name: 'Todas las noticias e historias' })).toHaveAttribute(
      'href',
      '/es/news/',
    );
    expect(document.body).not.toHaveTextContent(
      /\b(News|Story|November|Read the story|All news and stories)\b/,
    );
  });

  it('keeps its own words in Spanish inside an article still in English', () => {
    renderSpanishScreen(opening);

    expect(screen.getByRole('article')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Noticia')).toHaveAttribute('lang', 'es');
    expect(screen.getByText('14 de noviembre de 2026').closest('[lang]')).toHaveAttribute(
      'lang',
      'es',
    );
  });
});

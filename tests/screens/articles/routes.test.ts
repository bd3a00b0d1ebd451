import { toArticles } from '@/lib/cms/articles';
import { findArticleRoute } from '@/screens/articles/routes';
import { articleEntry } from '@/tests/support/articles';

const related = articleEntry('related-story', { date: '2026-09-01' });
const articles = toArticles([
  articleEntry('opening', { tags: ['news'], date: '2026-11-14', related: [related] }),
  articleEntry('party', { tags: ['stories'], date: '2026-11-10' }),
  articleEntry('league', { tags: ['news'], date: '2026-10-27' }),
  articleEntry('staff', { date: '2026-10-15' }),
  articleEntry('older', { date: '2026-01-15' }),
]);

describe('findArticleRoute', () => {
  it('shows an article under the prefix of its first tag', () => {
    const route = findArticleRoute('news', 'opening', articles);
    expect(route.kind === 'article' && route.article.title).toBe('Article opening');
    expect(findArticleRoute('stories', 'staff', articles).kind).toBe('article');
  });

  it('sends an article asked for under the other prefix to its own address', () => {
    expect(findArticleRoute('stories', 'opening', articles)).toEqual({
      kind: 'moved',
      path: '/news/opening/',
    });
    expect(findArticleRoute('news', 'party', articles)).toEqual({
      kind: 'moved',
      path: '/stories/party/',
    });
  });

  it('finds nothing for an unknown slug', () => {
    expect(findArticleRoute('news', 'no-such-article', articles)).toEqual({ kind: 'missing' });
  });

  it('suggests the articles editors linked, or else the three newest others', () => {
    const linked = findArticleRoute('news', 'opening', articles);
    expect(linked.kind === 'article' && linked.related.map((item) => item.slug)).toEqual([
      'related-story',
    ]);
    const newest = findArticleRoute('stories', 'party', articles);
    expect(newest.kind === 'article' && newest.related.map((item) => item.slug)).toEqual([
      'opening',
      'league',
      'staff',
    ]);
  });
});

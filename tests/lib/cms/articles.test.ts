import { fileURLToPath } from 'node:url';
import { articleDateLabel, toArticles } from '@/lib/cms/articles';
import { localEntries } from '@/lib/cms/local';
import { articleEntry } from '@/tests/support/articles';
import { contentItem } from '@/tests/support/entries';
import { loggedWith, spyOnErrors, spyOnWarnings } from '@/tests/support/log';

const embeddedContent = fileURLToPath(new URL('../../../content', import.meta.url));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('articles', () => {
  it('are the embedded content items with a body, newest first, each at the address of its first tag', async () => {
    const errors = spyOnErrors();
    const warnings = spyOnWarnings();
    const items = await localEntries(embeddedContent).entries('contentItem', { limit: 1000 });

    const articles = toArticles(items);

    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    expect(articles.map((article) => [article.path, article.date])).toEqual([
      ['/stories/birthday-seven-strikes/', '2026-11-18'],
      ['/news/tempe-grand-opening/', '2026-11-14'],
      ['/stories/play-academy-field-trip/', '2026-11-09'],
      ['/news/winter-season-pass/', '2026-11-03'],
      ['/news/fall-league-champions/', '2026-10-27'],
      ['/stories/denise-fifteen-years/', '2026-10-15'],
    ]);
    for (const article of articles) {
      expect(article.linkImage?.alt.length, article.slug).toBeGreaterThan(40);
      expect(article.body.content.length, article.slug).toBeGreaterThanOrEqual(3);
    }
    // Content items of other sections (info cards, add-ons) have no body and are no articles.
    expect(items.length).toBeGreaterThan(articles.length);
  });

  it('lead to /news/ only when news is the first tag', () => {
    const articles = toArticles([
      articleEntry('opening', { tags: ['news', 'stories'] }),
      articleEntry('school-visit', { tags: ['stories', 'news'] }),
      articleEntry('untagged'),
      articleEntry('family', { tags: ['family'] }),
    ]);

    expect(articles.map((article) => article.path)).toEqual([
      '/news/opening/',
      '/stories/school-visit/',
      '/stories/untagged/',
      '/stories/family/',
    ]);
  });

  it('leave out, and log, an article without a usable slug or date', () => {
    const errors = spyOnErrors();

    const articles = toArticles([
      articleEntry('fine'),
      articleEntry('Two Words'),
      articleEntry('no-date', { date: '' }),
      articleEntry('impossible-day', { date: '2026-02-30' }),
      contentItem({ title: 'No slug', date: '2026-11-01', body: { nodeType: 'document' } }),
    ]);

    expect(articles.map((article) => article.slug)).toEqual(['fine']);
    expect(loggedWith(errors, 'article entry rejected').map((call) => call.id)).toEqual([
      'article-Two Words',
      'article-no-date',
      'article-impossible-day',
      expect.any(String),
    ]);
  });

  it('take the day of a date with a time, and keep one article per slug, the newer', () => {
    const warnings = spyOnWarnings();

    const articles = toArticles([
      articleEntry('twice', { title: 'Older', date: '2026-10-01' }),
      {
        ...articleEntry('twice', { title: 'Newer', date: '2026-11-02T09:00-07:00' }),
        sys: { id: 'x', type: 'Entry', contentType: 'contentItem' },
      },
    ]);

    expect(articles.map((article) => [article.title, article.date])).toEqual([
      ['Newer', '2026-11-02'],
    ]);
    expect(loggedWith(warnings, 'taken slug')).toHaveLength(1);
  });

  it('link at most three related articles, never themselves, and skip a related item that is no article', () => {
    const warnings = spyOnWarnings();
    const related = ['a', 'b', 'c', 'd'].map((slug) => articleEntry(slug, { tags: ['news'] }));
    const self = articleEntry('self');

    const [article] = toArticles([
      {
        ...self,
        fields: {
          ...self.fields,
          related: [self, contentItem({ title: 'Card only' }), ...related],
        },
      },
    ]);

    expect(article?.related.map((item) => item.path)).toEqual(['/news/a/', '/news/b/']);
    expect(loggedWith(warnings, 'list item skipped')).toHaveLength(1);
  });

  it('read their date as the day it names', () => {
    expect(articleDateLabel('2026-11-02')).toBe('November 2, 2026');
    expect(articleDateLabel('2026-01-01')).toBe('January 1, 2026');
  });
});

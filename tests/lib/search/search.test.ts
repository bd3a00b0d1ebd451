import { siteSearch } from '@/lib/search';
import { searchDocuments } from '@/lib/search/documents';
import { buildSiteSearch, type SearchDocument, type SiteSearch } from '@/lib/search/engine';
import { excerptOf, highlighted, type Highlighted } from '@/lib/search/highlight';
import { MAX_QUERY_LENGTH, searchQuery } from '@/lib/search/query';

/** The marked words of highlighted text, and the whole text with them in [brackets]. */
const marks = (pieces: Highlighted) => pieces.filter((piece) => piece.marked).map((p) => p.text);
const text = (pieces: Highlighted) =>
  pieces.map((piece) => (piece.marked ? `[${piece.text}]` : piece.text)).join('');

let english: SiteSearch;
let spanish: SiteSearch;

beforeAll(async () => {
  // The embedded content (content/), read as every page reads it.
  english = buildSiteSearch(await searchDocuments({ locale: 'en' }), 'en');
  spanish = buildSiteSearch(await searchDocuments({ locale: 'es' }), 'es');
});

describe('the site search over the embedded content', () => {
  it('finds bowling: the pages named for it first, every match marked', () => {
    const results = english.search('bowling');
    expect(marks(results[0]!.title)).toEqual(['Bowling']);
    expect(results.map((result) => result.document.href)).toContain('/experiences/bowling/');
    expect(marks(results[1]!.excerpt).map((word) => word.toLowerCase())).toContain('bowling');
  });

  it('finds a center by its city, before the pages that mention it', () => {
    const [first] = english.search('tempe');
    expect(first!.document).toMatchObject({ kind: 'center', href: '/locations/tempe/' });
    expect(text(first!.title)).toBe('[Tempe], AZ');
    expect(text(first!.excerpt)).toContain('[Tempe], AZ 85284');
  });

  it('finds a center by its own ZIP code, then the others near it', () => {
    const results = english.search('85284');
    expect(results[0]!.document.href).toBe('/locations/tempe/');
    expect(results.slice(1).every((result) => result.document.kind === 'center')).toBe(true);
  });

  it('finds the centers nearest a ZIP code no center has, with their distance', () => {
    const results = english.search('75024');
    expect(results.map((result) => result.document.href).slice(0, 2)).toEqual([
      '/locations/plano/',
      '/locations/frisco/',
    ]);
    expect(results[0]!.distanceMiles).toBeLessThan(5);
    expect(results.every((result) => result.document.kind === 'center')).toBe(true);
  });

  it('finds a dish of the food menu, leading to its category', () => {
    const [first] = english.search('nachos');
    expect(first!.document.kind).toBe('menuItem');
    expect(text(first!.title)).toBe('Loaded [Nachos] Grande');
    expect(first!.document.href).toMatch(/^\/food-menu\/#[a-z0-9-]+$/);
  });

  it('forgives a letter left out or mistyped, marking the word it found', () => {
    expect(english.search('bowlng').map((result) => result.document.href)).toContain(
      '/experiences/bowling/',
    );
    const [dish] = english.search('nachoz');
    expect(dish!.document.kind).toBe('menuItem');
    expect(marks(dish!.title)).toEqual(['Nachos']);
  });

  it('finds a package where its list shows it', () => {
    const [first] = english.search('teen all access');
    expect(first!.document).toMatchObject({ kind: 'package' });
    expect(first!.document.href).toMatch(/#teen-all-access$/);
  });

  it('finds nothing for words the site does not hold', () => {
    expect(english.search('xylophonequartz')).toEqual([]);
  });
});

describe('the Spanish index', () => {
  it('finds Spanish words in Spanish content, and English pages do not hold them', () => {
    const [first] = spanish.search('boliche');
    expect(first!.document.href).toBe('/experiences/bowling/');
    expect(text(first!.title)).toBe('[Boliche]');
    expect(english.search('boliche')).toEqual([]);
  });

  it('matches with or without accents', () => {
    const titles = (query: string) => spanish.search(query).map((result) => text(result.title));
    expect(titles('cumpleaños')).toContain('Paquetes de [cumpleaños]');
    expect(titles('cumpleanos')).toContain('Paquetes de [cumpleaños]');
  });

  it('shows the Spanish name of a dish', () => {
    expect(text(spanish.search('nachos')[0]!.title)).toBe('[Nachos] Grande con todo');
  });
});

describe('ranking', () => {
  const document = (id: string, fields: Partial<SearchDocument>): SearchDocument => ({
    id,
    kind: 'page',
    title: id,
    href: `/${id}/`,
    keywords: '',
    summary: '',
    body: '',
    ...fields,
  });

  it('puts a title match above a body match, however often the body says it', () => {
    const search = buildSiteSearch(
      [
        document('body', {
          title: 'Party night',
          body: 'Laser tag, laser tag and more laser tag.',
        }),
        document('title', { title: 'Laser Tag', body: 'Two-level arenas.' }),
      ],
      'en',
    );
    expect(search.search('laser').map((result) => result.document.id)).toEqual(['title', 'body']);
  });

  it('ignores words too common to search by', () => {
    const search = buildSiteSearch([document('a', { title: 'The Leagues' })], 'en');
    expect(search.search('the')).toEqual([]);
    expect(marks(search.search('the leagues')[0]!.title)).toEqual(['Leagues']);
  });
});

describe('highlighting and excerpts', () => {
  it('marks whole words as the index holds them, accents or not', () => {
    expect(text(highlighted('¡Fiesta de Cumpleaños!', new Set(['cumpleanos'])))).toBe(
      '¡Fiesta de [Cumpleaños]!',
    );
  });

  it('starts an excerpt shortly before the first match, cut at words with an ellipsis', () => {
    const long = `${'Lorem ipsum dolor '.repeat(10)}bowling ${'sit amet '.repeat(30)}`;
    const excerpt = text(excerptOf(['No match here.', long], new Set(['bowling'])));
    expect(excerpt).toMatch(/^…\w/);
    expect(excerpt).toMatch(/\w…$/);
    expect(excerpt).toContain('[bowling]');
    expect(excerpt.length).toBeLessThan(200);
  });

  it('falls back to the first text when no word of it matched', () => {
    expect(text(excerptOf(['', 'A summary.'], new Set(['x'])))).toBe('A summary.');
  });
});

describe('the query', () => {
  it('is trimmed, one line, the first of several, and cut at its limit', () => {
    expect(searchQuery.parse('  laser \n\t tag  ')).toBe('laser tag');
    expect(searchQuery.parse(['tempe', 'plano'])).toBe('tempe');
    expect(searchQuery.parse(undefined)).toBe('');
    expect(searchQuery.parse('x'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('siteSearch', () => {
  it('keeps one index per language for the published content', async () => {
    const first = await siteSearch({ locale: 'es' });
    expect(await siteSearch({ locale: 'es' })).toBe(first);
    expect(await siteSearch({ locale: 'en' })).not.toBe(first);
    expect(first.search('boliche')).not.toEqual([]);
  });

  it('builds the drafts afresh for each preview', async () => {
    const draft = await siteSearch({ draft: true, locale: 'en' });
    expect(draft).not.toBe(await siteSearch({ draft: true, locale: 'en' }));
    expect(draft.search('tempe')[0]!.document.href).toBe('/locations/tempe/');
  });
});

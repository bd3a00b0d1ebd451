import { siteSearch } from '@/lib/search';
import type { SearchDocument } from '@/lib/search/engine';

const cache = vi.hoisted(() => ({
  stored: new Map<string, unknown>(),
  tags: [] as string[],
}));

/** Next's data cache, as the publish webhook drives it: an entry is read again once expired. */
vi.mock('next/cache', () => ({
  unstable_cache:
    (read: () => Promise<unknown>, key: string[], options: { tags: string[] }) => async () => {
      cache.tags = options.tags;
      const name = key.join(' ');
      if (!cache.stored.has(name)) cache.stored.set(name, await read());
      return cache.stored.get(name);
    },
}));

const content = vi.hoisted(() => ({ title: 'Bowling' }));

vi.mock('@/lib/cms', () => ({
  getAllPages: async () => [{ slug: 'food-menu', type: 'page', path: '/food-menu/' }],
}));

vi.mock('@/lib/search/documents', () => ({
  searchDocuments: async (): Promise<SearchDocument[]> => [
    {
      id: 'a',
      kind: 'page',
      title: content.title,
      href: '/a/',
      keywords: '',
      summary: '',
      body: '',
    },
  ],
}));

beforeEach(() => {
  vi.stubEnv('CONTENTFUL_SPACE_ID', 'space');
  vi.stubEnv('CONTENTFUL_DELIVERY_TOKEN', 'delivery-token-for-tests-0123456789');
});

afterEach(() => vi.unstubAllEnvs());

describe('the search index on Contentful', () => {
  it('is cached with the tags of the reads it is made of, each page’s own among them', async () => {
    await siteSearch({ locale: 'en' });
    expect(cache.tags).toEqual(
      expect.arrayContaining([
        'cms',
        'cms:pages',
        'cms:type:page',
        'cms:type:center',
        'cms:type:foodItem',
        'cms:page:page:food-menu',
      ]),
    );
  });

  it('is kept until a publish expires its reads, then built from the new content', async () => {
    const before = await siteSearch({ locale: 'en' });
    content.title = 'Laser Tag';
    expect(await siteSearch({ locale: 'en' })).toBe(before);
    cache.stored.clear();
    const after = await siteSearch({ locale: 'en' });
    expect(after).not.toBe(before);
    expect(after.search('laser')).toHaveLength(1);
    expect(before.search('laser')).toEqual([]);
  });
});

import { GET, generateStaticParams } from '@/app/[locale]/share-image/[[...path]]/route';
import sitemap from '@/app/sitemap';
import { pathWithoutLocale } from '@/lib/i18n/locales';

const ask = (locale: string, ...path: string[]) =>
  GET(new Request('http://localhost/'), {
    params: Promise.resolve({ locale, path: path.length ? path : undefined }),
  });

/** A PNG's width and height, from its header chunk. */
async function pngSize(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('a page’s share image', () => {
  it('is a 1200 × 630 PNG', async () => {
    const response = await ask('en', 'birthdays', 'packages');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    // Kept by a shared cache as long as its page, not the renderer's year.
    expect(response.headers.get('cache-control')).toBe(
      's-maxage=3600, stale-while-revalidate=31532400',
    );
    expect(await pngSize(response)).toEqual({ width: 1200, height: 630 });
  });

  it('is drawn in the page’s language', async () => {
    const [english, spanish] = await Promise.all([
      ask('en', 'locations', 'tempe'),
      ask('es', 'locations', 'tempe'),
    ]);
    expect(spanish.status).toBe(200);
    expect(Buffer.from(await spanish.arrayBuffer())).not.toEqual(
      Buffer.from(await english.arrayBuffer()),
    );
  });

  it('exists for no address the site has no page at, so no one can have it draw their words', async () => {
    for (const response of await Promise.all([
      ask('en', 'no-such-page'),
      ask('en', 'Buy cheap pills now'),
      ask('en', 'locations', '..', 'tempe'),
      ask('fr', 'locations', 'tempe'),
    ])) {
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('the share images made at build time', () => {
  it('are every page of the sitemap’s, in both languages', async () => {
    const [made, pages] = await Promise.all([generateStaticParams(), sitemap()]);
    const addresses = (language: string) =>
      made
        .filter(({ locale }) => locale === language)
        .map(({ path }) => (path.length ? `/${path.join('/')}/` : '/'));
    const listed = new Set(pages.map((page) => pathWithoutLocale(new URL(page.url).pathname)));
    expect(listed.size).toBeGreaterThan(40);
    for (const drawn of [addresses('en'), addresses('es')]) {
      expect([...listed].filter((address) => !drawn.includes(address))).toEqual([]);
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localEntries } from '@/lib/cms/local';
import { createContentSource } from '@/lib/cms/source';
import type { Entry, EntryQuery } from '@/lib/cms/types';
import { contentfulFor } from '@/tests/support/contentful';
import { startDeliveryApiServer, type DeliveryApiServer } from '@/tests/support/deliveryApiServer';

const fixtures = fileURLToPath(new URL('../../fixtures/cms', import.meta.url));
const embeddedContent = fileURLToPath(new URL('../../../content', import.meta.url));

describe('contentfulEntries against a local delivery API, on the fixture exports', () => {
  let server: DeliveryApiServer;
  beforeAll(async () => {
    server = await startDeliveryApiServer({ dir: fixtures });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.faults.length = 0;
  });

  const queries: [string, EntryQuery | undefined][] = [
    ['page', undefined],
    ['page', { fields: { slug: 'home', type: 'page' }, limit: 1 }],
    ['page', { fields: { slug: 'birthdays/packages', type: 'page' } }],
    ['page', { fields: { slug: 'chain' } }],
    ['page', { fields: { slug: 'home' } }],
    ['page', { fields: { slug: 'nothing' } }],
    ['siteSettings', { limit: 1 }],
    ['navigationLink', undefined],
    ['center', { limit: 1000 }],
    ['center', { fields: { priceTier: '2' } }],
    ['center', { limit: 1 }],
    ['faqItem', undefined],
    ['chain', undefined],
  ];

  it.each(queries)(
    'returns what the local source returns for %s %j',
    async (contentType, query) => {
      const [viaApi, local] = await Promise.all([
        contentfulFor(server).entries(contentType, query),
        localEntries(fixtures).entries(contentType, query),
      ]);
      expect(viaApi).toStrictEqual(local);
    },
  );

  it('returns what the local source returns in a second locale', async () => {
    for (const [contentType, query] of queries) {
      const viaApi = await contentfulFor(server, { locale: 'de-DE' }).entries(contentType, query);
      expect(viaApi).toStrictEqual(
        await localEntries(fixtures, { locale: 'de-DE' }).entries(contentType, query),
      );
    }
    const [home] = await contentfulFor(server, { locale: 'de-DE' }).entries('page', {
      fields: { slug: 'home' },
    });
    expect(home?.fields.metaTitle).toBe('Familienspaß in Texas');
    // Every locale is fetched and flattened here, so the entry knows its words are German.
    expect(home?.sys.wordsLocale).toBe('de-DE');
    expect(server.requests.at(-1)).toContain('locale=%2A');
  });

  it('resolves links from the includes: across levels, in rich text, to assets', async () => {
    const [home] = await contentfulFor(server).entries('page', {
      fields: { slug: 'home', type: 'page' },
    });
    const [hero, faq] = home!.fields.children as Entry[];
    expect(hero?.fields.primaryCta).toMatchObject({
      sys: { id: 'nav-book' },
      fields: { url: '/book/' },
    });
    expect(JSON.stringify(faq)).toContain('"url":"/cms-assets/logo.svg"');
    expect(JSON.stringify(faq)).toContain('"label":"Parties"');

    const [chainPage] = await contentfulFor(server).entries('page', { fields: { slug: 'chain' } });
    let node = (chainPage!.fields.children as Entry[])[0];
    for (let position = 1; position < 10; position++) node = node?.fields.next as Entry;
    expect(node?.fields.position).toBe(10);
    expect(node?.fields.next).toEqual({ sys: { type: 'Link', linkType: 'Entry', id: 'chain-11' } });
  });

  it('sends one entries request per query, with the filters, the limit and include=10', async () => {
    await contentfulFor(server).entries('page', {
      fields: { slug: 'birthdays/packages', type: 'page' },
      limit: 1,
    });

    expect(server.requests).toHaveLength(1);
    const url = new URL(server.requests[0]!.replace(/^GET /, ''), 'http://x');
    expect(url.pathname).toBe(`/spaces/${server.space}/environments/${server.environment}/entries`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      content_type: 'page',
      'fields.slug': 'birthdays/packages',
      'fields.type': 'page',
      limit: '1',
      include: '10',
    });
  });

  it('rejects with a clear message when the token is wrong', async () => {
    const reading = contentfulFor(server, { accessToken: 'wrong-token' }).entries('page');
    await expect(reading).rejects.toThrow(
      'Contentful request for "page" entries failed: HTTP 401 AccessTokenInvalid: The access token you sent could not be found or is invalid.',
    );
  });

  it('rejects with the API message on a bad query (unknown content type)', async () => {
    await expect(contentfulFor(server).entries('pgae')).rejects.toThrow(
      /"pgae" entries failed: HTTP 400 InvalidQuery: The query you sent was invalid.* \(unknownContentType DOESNOTEXIST\)$/,
    );
  });

  it('rejects with the status on a server error, after the allowed retries', async () => {
    server.faults.push({ status: 500 }, { status: 500 });
    await expect(contentfulFor(server).entries('page')).rejects.toThrow(
      /"page" entries failed: HTTP 500/,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('rejects with a clear message when the answer is not an entry collection', async () => {
    const body = { sys: { type: 'Array' }, total: 1, items: [{ sys: { id: 'x' }, fields: {} }] };
    server.faults.push({ status: 200, body });
    await expect(contentfulFor(server).entries('page')).rejects.toThrow(
      /Unexpected Contentful response for "page" entries: items\.0\.sys\.contentType/,
    );
  });

  it('retries a failed request when retries are allowed', async () => {
    server.faults.push({ status: 503 });
    const pages = await contentfulFor(server, { retryLimit: 1 }).entries('page', { limit: 1 });
    expect(pages.map((page) => page.sys.id)).toEqual(['page-home']);
    expect(server.requests).toHaveLength(2);
  });

  it('gives up after the timeout when the API does not answer', async () => {
    server.faults.push('hang');
    const started = Date.now();
    await expect(contentfulFor(server, { timeoutMs: 300 }).entries('page')).rejects.toThrow(
      /"page" entries failed: .*timeout of 300ms exceeded/,
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

/** Content type ids defined or used in a folder of exports, read without the code under test. */
function contentTypesIn(dir: string): string[] {
  const types = new Set<string>();
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as {
      contentTypes?: { sys: { id: string } }[];
      entries?: { sys: { contentType?: { sys: { id: string } } } }[];
    };
    data.contentTypes?.forEach((type) => types.add(type.sys.id));
    data.entries?.forEach(
      (entry) => entry.sys.contentType && types.add(entry.sys.contentType.sys.id),
    );
  }
  return [...types].sort();
}

describe('contentfulEntries and localEntries on the embedded content folder', () => {
  let server: DeliveryApiServer;
  beforeAll(async () => {
    server = await startDeliveryApiServer({ dir: embeddedContent });
  });
  afterAll(() => server.close());

  it('return the same entries of every content type and the same pages', async () => {
    const viaApi = createContentSource(contentfulFor(server, { timeoutMs: 10_000 }));
    const local = createContentSource(localEntries(embeddedContent));
    let total = 0;

    const contentTypes = contentTypesIn(embeddedContent);
    for (const contentType of contentTypes) {
      const [apiEntries, localEntriesOfType] = await Promise.all([
        viaApi.entries(contentType, { limit: 1000 }),
        local.entries(contentType, { limit: 1000 }),
      ]);
      expect(apiEntries, contentType).toStrictEqual(localEntriesOfType);
      total += localEntriesOfType.length;
    }
    expect(total, `entries in ${embeddedContent}`).toBeGreaterThan(0);

    const pages = contentTypes.includes('page') ? await local.entries('page', { limit: 1000 }) : [];
    for (const page of pages) {
      const { slug, type } = page.fields as { slug: string; type: string };
      const [apiPage, localPage] = await Promise.all([
        viaApi.page(slug, type),
        local.page(slug, type),
      ]);
      expect(apiPage, `${type} ${slug}`).not.toBeNull();
      expect(apiPage, `${type} ${slug}`).toStrictEqual(localPage);
    }
  }, 30_000);
});

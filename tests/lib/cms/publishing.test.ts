import { fileURLToPath } from 'node:url';
import { contentfulEntries } from '@/lib/cms/contentful';
import { localEntries } from '@/lib/cms/local';
import { tagsAffectedBy } from '@/lib/cms/publishing';
import { createContentSource } from '@/lib/cms/source';
import type { LinkTarget } from '@/lib/cms/types';
import { startDeliveryApiServer, type DeliveryApiServer } from '@/tests/support/deliveryApiServer';

/*
 * What links to an entry, on both readers, and the cache tags a publish expires, walked through
 * the delivery API (its links_to_entry and links_to_asset) as it is in production.
 */

const fixtures = fileURLToPath(new URL('../../fixtures/cms', import.meta.url));

let server: DeliveryApiServer;
beforeAll(async () => {
  server = await startDeliveryApiServer({ dir: fixtures });
});
afterAll(() => server.close());

const viaApi = () =>
  contentfulEntries({
    space: server.space,
    environment: server.environment,
    accessToken: server.accessToken,
    host: server.host,
    insecure: true,
    retryLimit: 0,
  });

const ids = (entries: { sys: { id: string } }[]) => entries.map((entry) => entry.sys.id).sort();

it.each<[string, LinkTarget, string[]]>([
  [
    'a navigation link',
    { linkType: 'Entry', id: 'nav-parties' },
    ['about-story', 'faq-socks', 'site-settings'],
  ],
  ['an asset', { linkType: 'Asset', id: 'hero-image' }, ['about-story', 'hero-home', 'page-home']],
  ['an entry nothing links to', { linkType: 'Entry', id: 'page-old' }, []],
])('both readers list the entries linking to %s directly', async (_, target, expected) => {
  const [api, local] = await Promise.all([
    viaApi().linking(target),
    localEntries(fixtures).linking(target),
  ]);
  expect(ids(api)).toEqual(expected);
  expect(ids(local)).toEqual(expected);
  expect(server.requests.at(-1)).toContain(
    target.linkType === 'Entry' ? `links_to_entry=${target.id}` : `links_to_asset=${target.id}`,
  );
});

it('walks up through the delivery API to the pages showing a change', async () => {
  const tags = await tagsAffectedBy(
    { kind: 'Entry', id: 'faq-gone', contentType: 'faqItem' },
    createContentSource(viaApi()),
  );
  expect(tags).toEqual(['cms:page:page:home', 'cms:type:faqAccordion', 'cms:type:faqItem']);
});

it('tags a published event page by its type', async () => {
  const tags = await tagsAffectedBy(
    {
      kind: 'Entry',
      id: 'page-halloween',
      contentType: 'page',
      fields: { slug: 'halloween', type: 'event' },
    },
    createContentSource(localEntries(fixtures)),
  );
  expect(tags).toEqual(['cms:page:event:halloween', 'cms:type:page']);
});

it('expires every read for an entry whose type the webhook does not name', async () => {
  const tags = await tagsAffectedBy(
    { kind: 'Entry', id: 'faq-gone' },
    createContentSource(localEntries(fixtures)),
  );
  expect(tags).toEqual(['cms']);
});

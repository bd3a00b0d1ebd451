import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localEntries } from '@/lib/cms/local';
import type { Entry } from '@/lib/cms/types';
import { contentfulFor } from '@/tests/support/contentful';
import { startDeliveryApiServer, type DeliveryApiServer } from '@/tests/support/deliveryApiServer';

/** An entry as an export file holds it, with its content tags as Contentful writes them. */
function exportedEntry(id: string, fields: Record<string, unknown>, tags?: string[]) {
  return {
    ...(tags
      ? {
          metadata: {
            tags: tags.map((tag) => ({ sys: { type: 'Link', linkType: 'Tag', id: tag } })),
          },
        }
      : {}),
    sys: {
      id,
      type: 'Entry',
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'contentItem' } },
    },
    fields: Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [name, { 'en-US': value }]),
    ),
  };
}

const tag = (id: string, visibility?: 'public' | 'private') => ({
  name: id,
  sys: { id, type: 'Tag', ...(visibility ? { visibility } : {}) },
});

const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });

const byId = (entries: Entry[]) => new Map(entries.map((entry) => [entry.sys.id, entry]));

let scratch: string;
let server: DeliveryApiServer;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'cms-tags-'));
  // The tags are defined in another file than the entries that carry them, as a merged export may.
  await writeFile(
    path.join(scratch, 'a-tags.json'),
    JSON.stringify({
      tags: [tag('news', 'public'), tag('stories', 'public'), tag('drafts', 'private'), tag('old')],
    }),
  );
  await writeFile(
    path.join(scratch, 'b-items.json'),
    JSON.stringify({
      contentTypes: [{ sys: { id: 'contentItem' } }],
      entries: [
        exportedEntry('opening', { title: 'A new center', related: [link('party')] }, [
          'news',
          'drafts',
          'stories',
        ]),
        exportedEntry('party', { title: 'A birthday' }, ['stories', 'news']),
        exportedEntry('hidden', { title: 'Only private tags' }, ['drafts', 'old', 'undefined-tag']),
        exportedEntry('plain', { title: 'No tags at all' }),
      ],
    }),
  );
  server = await startDeliveryApiServer({ dir: scratch });
});

afterAll(async () => {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('content tags', () => {
  it('come from the embedded content as the ids of the public tags, in the order editors gave them', async () => {
    const entries = byId(await localEntries(scratch).entries('contentItem'));

    expect(entries.get('opening')?.tags).toEqual(['news', 'stories']);
    expect(entries.get('party')?.tags).toEqual(['stories', 'news']);
    // Private tags (the default visibility) and tags no file defines never reach the site.
    expect(entries.get('hidden')).not.toHaveProperty('tags');
    expect(entries.get('plain')).not.toHaveProperty('tags');
  });

  it('travel with a linked entry, so a card knows the tags of the item it shows', async () => {
    const opening = byId(await localEntries(scratch).entries('contentItem')).get('opening');
    const [related] = (opening?.fields.related ?? []) as Entry[];

    expect(related?.sys.id).toBe('party');
    expect(related?.tags).toEqual(['stories', 'news']);
  });

  it('come the same from the Contentful delivery API', async () => {
    const viaApi = await contentfulFor(server).entries('contentItem');

    expect(viaApi).toStrictEqual(await localEntries(scratch).entries('contentItem'));
    expect(byId(viaApi).get('opening')?.tags).toEqual(['news', 'stories']);
  });
});

import { isLink, resolveEntry, type LinkTargets } from '@/lib/cms/resolve';
import type { Asset, Entry, Link } from '@/lib/cms/types';

const link = (id: string, linkType: Link['sys']['linkType'] = 'Entry'): Link => ({
  sys: { type: 'Link', linkType, id },
});

const entry = (id: string, fields: Record<string, unknown>, contentType = 'test'): Entry => ({
  sys: { id, type: 'Entry', contentType, updatedAt: '2024-01-01T00:00:00.000Z' },
  fields,
});

const photo: Asset = {
  sys: { id: 'photo', type: 'Asset' },
  fields: { title: 'Photo', file: { url: '/cms-assets/photo.jpg', contentType: 'image/jpeg' } },
};

function targets(...entries: Entry[]): LinkTargets {
  return {
    entries: new Map(entries.map((item) => [item.sys.id, item])),
    assets: new Map([[photo.sys.id, photo]]),
  };
}

/** A chain first → … → last of `length` entries, each linking to the next through `next`. */
function chain(length: number): Entry[] {
  return Array.from({ length }, (_, i) =>
    entry(`e${i}`, i + 1 < length ? { position: i, next: link(`e${i + 1}`) } : { position: i }),
  );
}

describe('resolveEntry', () => {
  it('replaces direct, nested and listed links by their targets, recursively', () => {
    const cta = entry('cta', { label: 'Book', image: link('photo', 'Asset') }, 'navigationLink');
    const hero = entry('hero', { heading: 'Hi', cta: link('cta') }, 'hero');
    const page = entry('page', {
      children: [link('hero'), 'plain text', 3],
      settings: { nested: { deeper: [link('cta')] } },
    });

    const resolved = resolveEntry(page, targets(cta, hero));

    expect(resolved).toEqual({
      sys: page.sys,
      fields: {
        children: [
          {
            sys: hero.sys,
            fields: {
              heading: 'Hi',
              cta: { sys: cta.sys, fields: { label: 'Book', image: photo } },
            },
          },
          'plain text',
          3,
        ],
        settings: {
          nested: { deeper: [{ sys: cta.sys, fields: { label: 'Book', image: photo } }] },
        },
      },
    });
  });

  it('resolves embedded entries and assets inside rich text', () => {
    const cta = entry('cta', { label: 'Book' });
    const body = {
      nodeType: 'document',
      data: {},
      content: [
        { nodeType: 'embedded-entry-block', data: { target: link('cta') }, content: [] },
        { nodeType: 'embedded-asset-block', data: { target: link('photo', 'Asset') }, content: [] },
      ],
    };

    const resolved = resolveEntry(entry('text', { body }), targets(cta));

    const content = (resolved.fields.body as typeof body).content;
    expect(content[0]?.data.target).toEqual({ sys: cta.sys, fields: { label: 'Book' } });
    expect(content[1]?.data.target).toEqual(photo);
    expect(content[0]?.nodeType).toBe('embedded-entry-block');
  });

  it('leaves a link to a missing entry or asset as a link', () => {
    const page = entry('page', { gone: link('nowhere'), image: link('no-photo', 'Asset') });

    const resolved = resolveEntry(page, targets());

    expect(resolved.fields).toEqual({ gone: link('nowhere'), image: link('no-photo', 'Asset') });
  });

  it('stops at a link back to an entry on the path, and the result serializes', () => {
    const a = entry('a', { name: 'A', other: link('b') });
    const b = entry('b', { name: 'B', back: link('a'), self: [link('b')] });

    const resolved = resolveEntry(a, targets(a, b));

    expect(resolved.fields).toEqual({
      name: 'A',
      other: { sys: b.sys, fields: { name: 'B', back: link('a'), self: [link('b')] } },
    });
    expect(JSON.parse(JSON.stringify(resolved))).toEqual(resolved);
  });

  it('resolves the same entry twice when it is reached by two paths that are not a circle', () => {
    const shared = entry('shared', { name: 'S' });
    const page = entry('page', { first: link('shared'), second: [link('shared')] });

    const resolved = resolveEntry(page, targets(shared));

    expect(resolved.fields).toEqual({ first: shared, second: [shared] });
    expect(resolved.fields.first).not.toBe((resolved.fields.second as unknown[])[0]);
  });

  it('follows at most 10 links by default and as many as asked otherwise', () => {
    const entries = chain(13);
    const depthReached = (resolved: Entry) => {
      let depth = 0;
      let next = resolved.fields.next;
      while (next !== undefined && !isLink(next)) {
        depth += 1;
        next = (next as Entry).fields.next;
      }
      return { depth, stoppedAt: next };
    };

    expect(depthReached(resolveEntry(entries[0]!, targets(...entries)))).toEqual({
      depth: 10,
      stoppedAt: link('e11'),
    });
    expect(depthReached(resolveEntry(entries[0]!, targets(...entries), 2))).toEqual({
      depth: 2,
      stoppedAt: link('e3'),
    });
    expect(resolveEntry(entries[0]!, targets(...entries), 0).fields.next).toEqual(link('e1'));
  });

  it('applies the depth limit to assets too', () => {
    const page = entry('page', { image: link('photo', 'Asset') });

    expect(resolveEntry(page, targets(), 0).fields.image).toEqual(link('photo', 'Asset'));
    expect(resolveEntry(page, targets(), 1).fields.image).toEqual(photo);
  });

  it('returns a fresh tree: changing the result leaves the inputs alone', () => {
    const cta = entry('cta', { label: 'Book', tags: ['a'] });
    const page = entry('page', { cta: link('cta'), image: link('photo', 'Asset'), list: [1] });

    const resolved = resolveEntry(page, targets(cta));
    (resolved.fields.cta as Entry).fields.label = 'Changed';
    ((resolved.fields.cta as Entry).fields.tags as string[]).push('b');
    (resolved.fields.image as Asset).fields.title = 'Changed';
    (resolved.fields.list as number[]).push(2);
    resolved.sys.id = 'changed';

    expect(cta.fields).toEqual({ label: 'Book', tags: ['a'] });
    expect(photo.fields.title).toBe('Photo');
    expect(page.fields.list).toEqual([1]);
    expect(page.sys.id).toBe('page');
  });

  it('does not mistake other links or look-alikes for entry and asset links', () => {
    const contentTypeLink = { sys: { type: 'Link', linkType: 'ContentType', id: 'cta' } };
    const lookAlike = { sys: { type: 'Entry', id: 'cta' } };
    const page = entry('page', { contentTypeLink, lookAlike });

    expect(resolveEntry(page, targets(entry('cta', {}))).fields).toEqual({
      contentTypeLink,
      lookAlike,
    });
  });
});

import { cp, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localEntries } from '@/lib/cms/local';
import type { Asset, Entry } from '@/lib/cms/types';

const fixtures = fileURLToPath(new URL('../../fixtures/cms', import.meta.url));
const link = (id: string, linkType = 'Entry') => ({ sys: { type: 'Link', linkType, id } });
const ids = (entries: Entry[]) => entries.map((entry) => entry.sys.id);

let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'cms-local-'));
});
afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('localEntries on the fixture exports', () => {
  const source = localEntries(fixtures);

  it('answers only entries of the asked type, in file order, with links resolved across files', async () => {
    const pages = await source.entries('page');
    expect(ids(pages)).toEqual([
      'page-home',
      'page-packages',
      'page-halloween',
      'page-home-event',
      'page-chain',
    ]);

    const home = pages[0]!;
    expect(home.sys).toEqual({
      id: 'page-home',
      type: 'Entry',
      contentType: 'page',
      updatedAt: '2024-03-01T09:30:00.000Z',
    });
    const [hero] = home.fields.children as Entry[];
    // nav-book lives in site.json, the hero in pages.json.
    expect((hero!.fields.primaryCta as Entry).fields).toEqual({ label: 'Book now', url: '/book/' });
    expect((hero!.fields.image as Asset).fields.file.url).toBe('/cms-assets/hero.jpg');
    expect(ids(await source.entries('navigationLink'))).toEqual([
      'nav-parties',
      'nav-attractions',
      'nav-book',
    ]);
  });

  it('flattens fields to the default locale and keeps sys.updatedAt only when the export has it', async () => {
    const [attractions] = await source.entries('navigationLink', {
      fields: { url: '/attractions/' },
    });
    expect(attractions).toEqual({
      sys: { id: 'nav-attractions', type: 'Entry', contentType: 'navigationLink' },
      fields: { label: 'Attractions', url: '/attractions/', description: 'Rides and games' },
    });
  });

  it('serves a second locale, falling back per field to the default locale', async () => {
    const german = localEntries(fixtures, { locale: 'de-DE' });
    const [home] = await german.entries('page', { fields: { slug: 'home', type: 'page' } });

    expect(home?.fields.metaTitle).toBe('Familienspaß in Texas');
    expect(home?.fields.description).toBe('Go-karts, arcades and parties.');
    expect((home?.fields.ogImage as Asset).fields).toMatchObject({
      title: 'Kinder auf der Kartbahn',
      file: { url: '/cms-assets/hero-de.jpg' },
    });
    await expect(localEntries(fixtures, { locale: 'fr-FR' }).entries('page')).rejects.toThrow(
      /Unknown locale "fr-FR".*en-US, de-DE/,
    );
  });

  it('says which locale an entry read in a second locale has its words in', async () => {
    const german = localEntries(fixtures, { locale: 'de-DE' });
    const [home] = await german.entries('page', { fields: { slug: 'home', type: 'page' } });
    const [austin] = await german.entries('center', { fields: { centerId: 'ATX1' } });
    // Some of the home page's words are German; none of the center's are.
    expect(home?.sys.wordsLocale).toBe('de-DE');
    expect(austin?.sys.wordsLocale).toBe('en-US');
    const [english] = await localEntries(fixtures).entries('page', { fields: { slug: 'home' } });
    expect(english?.sys).not.toHaveProperty('wordsLocale');
  });

  it('filters on exact field values, compared as text, and on list items', async () => {
    expect(ids(await source.entries('page', { fields: { slug: 'home' } }))).toEqual([
      'page-home',
      'page-home-event',
    ]);
    expect(ids(await source.entries('page', { fields: { slug: 'home', type: 'event' } }))).toEqual([
      'page-home-event',
    ]);
    expect(ids(await source.entries('page', { fields: { slug: 'birthdays/packages' } }))).toEqual([
      'page-packages',
    ]);
    expect(ids(await source.entries('center', { fields: { priceTier: '2' } }))).toEqual([
      'center-austin',
      'center-tulsa',
    ]);
    expect(ids(await source.entries('center', { fields: { latitude: '32.7767' } }))).toEqual([
      'center-dallas',
    ]);
    expect(await source.entries('page', { fields: { slug: 'hom' } })).toEqual([]);
    expect(await source.entries('page', { fields: { nonexistent: 'home' } })).toEqual([]);
  });

  it('honours the limit', async () => {
    expect(ids(await source.entries('center', { limit: 2 }))).toEqual([
      'center-austin',
      'center-dallas',
    ]);
    expect(await source.entries('center', { limit: 0 })).toEqual([]);
  });

  it('skips archived entries and assets, and links to them stay links', async () => {
    expect(ids(await source.entries('page'))).not.toContain('page-old');
    const [settings] = await source.entries('siteSettings');
    const navigation = settings?.fields.primaryNavigation as unknown[];
    expect(navigation.slice(0, 2)).toMatchObject([
      { sys: { id: 'nav-parties' } },
      { sys: { id: 'nav-attractions' } },
    ]);
    expect(navigation[2]).toEqual(link('nav-archived'));

    const [faq] = await source.entries('faqItem', { fields: { question: 'Where did it go?' } });
    expect(JSON.stringify(faq)).toContain(JSON.stringify(link('archived-image', 'Asset')));
  });

  it('skips entries without a content type', async () => {
    const all = await Promise.all(
      ['navigationLink', 'siteSettings'].map((type) => source.entries(type)),
    );
    expect(JSON.stringify(all)).not.toContain('I have no content type');
  });

  it('resolves rich-text targets, leaves missing ones and circles as links', async () => {
    const [faq] = await source.entries('faqItem', { fields: { question: 'Do I need socks?' } });
    const [paragraph] = (
      faq?.fields.answer as { content: { content: { data: { target?: unknown } }[] }[] }
    ).content;
    const targets = paragraph!.content.map((node) => node.data.target).filter(Boolean);
    expect(targets).toMatchObject([
      { sys: { id: 'nav-parties', contentType: 'navigationLink' }, fields: { label: 'Parties' } },
      { sys: { id: 'logo', type: 'Asset' }, fields: { file: { url: '/cms-assets/logo.svg' } } },
      link('nav-archived'),
    ]);

    const [packages] = await source.entries('page', { fields: { slug: 'birthdays/packages' } });
    const [gone, story] = packages!.fields.children as Entry[];
    expect(gone).toEqual(link('deleted-hero'));
    expect(packages!.fields.ogImage).toEqual(link('deleted-asset', 'Asset'));
    expect(JSON.stringify(story)).toContain(JSON.stringify(link('page-packages')));
  });

  it('rejects an unknown content type like the delivery API', async () => {
    await expect(source.entries('pgae')).rejects.toThrow(/Unknown content type "pgae"/);
  });

  it('returns copies: changing a result does not change the next one', async () => {
    const [first] = await source.entries('siteSettings');
    first!.fields.companyName = 'Changed';
    ((first!.fields.primaryNavigation as Entry[])[0]!.fields as { label: string }).label =
      'Changed';

    const [again] = await source.entries('siteSettings');
    expect(again?.fields.companyName).toBe('Funland');
    expect((again?.fields.primaryNavigation as Entry[])[0]?.fields.label).toBe('Parties');
  });
});

describe('localEntries on a changing folder', () => {
  const exportWith = (entries: { id: string; title: string }[]) =>
    JSON.stringify({
      entries: entries.map(({ id, title }) => ({
        sys: {
          id,
          type: 'Entry',
          contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'note' } },
        },
        fields: { title: { 'en-US': title } },
      })),
    });

  it('defaults to the first 100 entries', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ id: `note-${i}`, title: `Note ${i}` }));
    await writeFile(path.join(scratch, 'notes.json'), exportWith(many));

    const notes = await localEntries(scratch).entries('note');
    expect(notes).toHaveLength(100);
    expect(notes[99]?.sys.id).toBe('note-99');
    expect(await localEntries(scratch).entries('note', { limit: 1000 })).toHaveLength(120);
  });

  it('re-reads the files when one changed, and only then', async () => {
    const file = path.join(scratch, 'notes.json');
    const mtime = new Date('2024-05-01T12:00:00.000Z');
    await writeFile(file, exportWith([{ id: 'n1', title: 'First' }]));
    await utimes(file, mtime, mtime);
    const source = localEntries(scratch);
    expect((await source.entries('note'))[0]?.fields.title).toBe('First');

    // Same size and mtime: the cached copy is served.
    await writeFile(file, exportWith([{ id: 'n1', title: 'Fir5t' }]));
    await utimes(file, mtime, mtime);
    expect((await source.entries('note'))[0]?.fields.title).toBe('First');

    const later = new Date(mtime.getTime() + 5000);
    await utimes(file, later, later);
    expect((await source.entries('note'))[0]?.fields.title).toBe('Fir5t');

    await writeFile(path.join(scratch, 'more.json'), exportWith([{ id: 'n2', title: 'Second' }]));
    expect(ids(await source.entries('note'))).toEqual(['n2', 'n1']);
  });

  it('names the file that is not valid JSON', async () => {
    await cp(fixtures, scratch, { recursive: true });
    await writeFile(path.join(scratch, 'broken.json'), '{ "entries": [ ');

    await expect(localEntries(scratch).entries('page')).rejects.toThrow(
      /Malformed content export file .*broken\.json: .*JSON/,
    );
  });

  it('names the file and the place where the export has the wrong shape', async () => {
    await writeFile(
      path.join(scratch, 'shape.json'),
      JSON.stringify({ entries: { id: 'x' }, locales: [{}] }),
    );

    const error = await localEntries(scratch)
      .entries('page')
      .catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/shape\.json/);
    expect((error as Error).message).toMatch(/entries: .*array/);
    expect((error as Error).message).toMatch(/locales\.0\.code/);
  });

  it('reports a missing folder clearly', async () => {
    const missing = path.join(scratch, 'nope');
    await expect(localEntries(missing).entries('page')).rejects.toThrow(
      /Cannot read the embedded content folder .*nope/,
    );
  });
});

import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { blockFor, registry } from '@/blocks/registry';
import { localEntries } from '@/lib/cms/local';
import { toEvents } from '@/lib/cms/events';
import { toPage, type Page } from '@/lib/cms/page';
import { SCHEDULED_SECTION, scheduledSectionFields } from '@/lib/cms/schedule';
import { toSiteSettings } from '@/lib/cms/siteSettings';
import { createContentSource } from '@/lib/cms/source';
import { spyOnErrors, spyOnWarnings } from '@/tests/support/log';

const contentDir = fileURLToPath(new URL('../../content', import.meta.url));
const assetsDir = path.join(contentDir, 'assets');
const source = createContentSource(localEntries(contentDir));

/** The one section type the home page holds on purpose without a block (the default block's case). */
const DELIBERATELY_UNKNOWN = [{ page: 'home', type: 'promoTicker' }];

async function allPages(): Promise<Page[]> {
  const entries = await source.entries('page', { limit: 1000 });
  return entries.map((entry) => {
    const page = toPage(entry);
    if (!page) throw new Error(`page entry ${entry.sys.id} is rejected`);
    return page;
  });
}

interface Child {
  sys?: { id?: string; type?: string; contentType?: string };
  fields?: unknown;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the embedded content', () => {
  it('holds the pages the site is built from', async () => {
    const pages = await allPages();
    expect(pages.map((page) => page.slug)).toEqual(
      expect.arrayContaining(['home', 'birthdays/packages', 'privacy-policy', 'terms', 'site-map']),
    );
    for (const page of pages) expect(page.children.length, page.slug).toBeGreaterThan(0);
  });

  it("renders every page child (a scheduled one's section) through its block without dropping anything, except the home page's promoTicker", async () => {
    const warn = spyOnWarnings();
    const rejected: string[] = [];
    const unknown: { page: string; type: string }[] = [];

    for (const page of await allPages()) {
      page.children.forEach((value, index) => {
        let child = value as Child;
        const where = `${page.slug} child ${index} (${child.sys?.id ?? 'no id'})`;
        // A scheduled section shows its own section in its window: that section must render.
        if (child.sys?.contentType === SCHEDULED_SECTION) {
          const scheduled = scheduledSectionFields.safeParse(child.fields);
          if (!scheduled.success) {
            rejected.push(`${where}: ${scheduled.error.message}`);
            return;
          }
          child = scheduled.data.section as Child;
        }
        if (child.sys?.type !== 'Entry' || !child.sys.contentType) {
          rejected.push(`${where}: not a resolved entry`);
          return;
        }
        const block = blockFor(child.sys.contentType);
        if (!block) {
          unknown.push({ page: page.slug, type: child.sys.contentType });
          return;
        }
        const rendered = block.render(child.fields, where, PUBLISHED_ENGLISH);
        if (!rendered.ok) rejected.push(`${where}: ${rendered.reason}`);
      });
    }

    expect(rejected).toEqual([]);
    expect(unknown).toEqual(DELIBERATELY_UNKNOWN);
    // A skipped list item or an ignored link would hide content without failing the section.
    expect(warn.mock.calls).toEqual([]);
  });

  it('holds event packages the site accepts, each section rendered through its block', async () => {
    const warn = spyOnWarnings();
    const entries = await source.entries('event', { limit: 1000 });
    const events = toEvents(entries);
    expect(events.map((event) => event.slug)).toHaveLength(entries.length);
    expect(new Set(events.map((event) => event.category.slug))).toEqual(
      new Set(['corporate-events', 'group-events', 'school-events']),
    );
    const rejected = events.flatMap((event) =>
      event.sections.flatMap((value, index) => {
        const child = value as Child;
        const block = child.sys?.contentType ? blockFor(child.sys.contentType) : undefined;
        const rendered = block?.render(child.fields, `${event.slug} ${index}`, PUBLISHED_ENGLISH);
        return rendered?.ok ? [] : [`${event.slug} section ${index}: ${child.sys?.id}`];
      }),
    );
    expect(rejected).toEqual([]);
    expect(warn.mock.calls).toEqual([]);
  });

  it('gives every entry and asset an id of its own across the files', async () => {
    const files = (await readdir(contentDir)).filter((name) => name.endsWith('.json'));
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const file of files) {
      const data = JSON.parse(await readFile(path.join(contentDir, file), 'utf8')) as {
        entries?: { sys: { id: string } }[];
        assets?: { sys: { id: string } }[];
      };
      for (const { sys } of [...(data.entries ?? []), ...(data.assets ?? [])]) {
        if (seen.has(sys.id)) repeated.push(`${sys.id} in ${seen.get(sys.id)} and ${file}`);
        seen.set(sys.id, file);
      }
    }
    expect(repeated).toEqual([]);
  });

  it("leaves the company name out of page titles, which the site's title template adds", async () => {
    const repeating = (await allPages())
      .filter((page) => page.slug !== 'home' && /\| Spark Alley$/.test(page.metaTitle))
      .map((page) => page.slug);
    expect(repeating).toEqual([]);
  });

  it('lets editors add every section type the site renders to a page', async () => {
    const site = JSON.parse(await readFile(path.join(contentDir, 'site.json'), 'utf8')) as {
      contentTypes: {
        sys: { id: string };
        fields: { id: string; items?: { validations?: { linkContentType?: string[] }[] } }[];
      }[];
    };
    const children = site.contentTypes
      .find((type) => type.sys.id === 'page')
      ?.fields.find((field) => field.id === 'children');
    const allowed = children?.items?.validations?.flatMap((rule) => rule.linkContentType ?? []);
    expect(allowed).toEqual(expect.arrayContaining(Object.keys(registry)));
  });

  it('defines a content type for every block, documented in docs/content-model.md', async () => {
    const files = (await readdir(contentDir)).filter((name) => name.endsWith('.json'));
    const defined = new Set<string>();
    for (const file of files) {
      const { contentTypes = [] } = JSON.parse(
        await readFile(path.join(contentDir, file), 'utf8'),
      ) as { contentTypes?: { sys: { id: string } }[] };
      contentTypes.forEach((type) => defined.add(type.sys.id));
    }
    const documented = await readFile(path.join(contentDir, '../docs/content-model.md'), 'utf8');

    const blocks = Object.keys(registry);
    expect(blocks.filter((type) => !defined.has(type))).toEqual([]);
    expect(blocks.filter((type) => !documented.includes(`\`${type}\``))).toEqual([]);
  });

  it('has site settings for Spark Alley with navigation, a call to action and footer columns', async () => {
    const errors = spyOnErrors();
    const warn = spyOnWarnings();

    const settings = toSiteSettings(await source.siteSettings());

    // The fallback settings carry the same name, so a rejected entry shows only in the log.
    expect(errors).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(settings.companyName).toBe('Spark Alley');
    expect(settings.logo?.src).toBe('/cms-assets/logo.svg');
    expect(settings.primaryNavigation.length).toBeGreaterThan(0);
    const navigationLinks = settings.primaryNavigation.flatMap((item) =>
      'links' in item ? item.links : [item],
    );
    for (const link of navigationLinks) {
      expect(link.label).not.toBe('');
      // The main navigation stays on the site.
      expect(link.href).toMatch(/^\/[^/]/);
    }
    // Every main area is in the header, at most two taps away (a link, or a link in a menu).
    expect(navigationLinks.map((link) => link.href)).toEqual(
      expect.arrayContaining([
        '/birthdays/packages/',
        '/events/',
        '/events/school-events/play-academy/',
        '/book/activities/',
        '/food-menu/',
        '/promotions/',
        '/gift-cards/',
        '/locations/',
        '/contact-us/',
      ]),
    );
    expect(navigationLinks.some((link) => link.href.startsWith('/book/seasonpass/'))).toBe(true);
    expect(settings.headerCta).toBeDefined();
    expect(settings.footerColumns.length).toBeGreaterThan(0);
    for (const column of settings.footerColumns) expect(column.links.length).toBeGreaterThan(0);
    expect(settings.legalLinks.map((link) => link.href)).toEqual(
      expect.arrayContaining(['/privacy-policy/', '/terms/']),
    );
  });

  it('has a file in content/assets for every /cms-assets/ URL of an asset', async () => {
    const files = (await readdir(contentDir)).filter((name) => name.endsWith('.json'));
    const referenced: { asset: string; url: string; fileName: unknown }[] = [];
    for (const file of files) {
      const data = JSON.parse(await readFile(path.join(contentDir, file), 'utf8')) as {
        assets?: {
          sys: { id: string };
          fields: { file?: Record<string, Record<string, unknown>> };
        }[];
      };
      for (const asset of data.assets ?? []) {
        for (const localized of Object.values(asset.fields.file ?? {})) {
          const url = localized.url;
          if (typeof url === 'string' && url.startsWith('/cms-assets/')) {
            referenced.push({ asset: asset.sys.id, url, fileName: localized.fileName });
          }
        }
      }
    }

    expect(referenced.length).toBeGreaterThan(0);
    const missing = referenced
      .filter(({ url }) => !existsSync(path.join(assetsDir, decodeURIComponent(url.slice(12)))))
      .map(({ asset, url }) => `${asset}: ${url}`);
    expect(missing).toEqual([]);
    for (const { asset, url, fileName } of referenced) {
      expect(url.slice('/cms-assets/'.length), asset).not.toContain('/');
      if (fileName !== undefined) expect(url, asset).toBe(`/cms-assets/${String(fileName)}`);
    }
  });
});

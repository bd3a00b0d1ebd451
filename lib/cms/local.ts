import 'server-only';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CMS_LOCALE } from '@/lib/i18n/locales';
import { log } from '@/lib/log';
import { flattenFields } from './localize';
import { isLink, resolveEntry, type LinkTargets } from './resolve';
import type { Asset, Entry, EntryQuery, EntryReader, LinkTarget } from './types';

const DEFAULT_LIMIT = 100;

const objectList = z.array(z.record(z.string(), z.unknown()));

/** The parts of a space export the site reads; anything else in the file is ignored. */
const exportFileSchema = z.object({
  contentTypes: z.array(z.object({ sys: z.object({ id: z.string().min(1) }) })).optional(),
  entries: objectList.optional(),
  assets: objectList.optional(),
  locales: z
    .array(z.object({ code: z.string().min(1), default: z.boolean().optional() }))
    .optional(),
  tags: z
    .array(
      z.object({ sys: z.object({ id: z.string().min(1), visibility: z.string().optional() }) }),
    )
    .optional(),
});

/** Field values keyed by locale code, as in every export (`LocalizedFields`). */
const localizedFields = z.record(z.string(), z.record(z.string(), z.unknown()));

const exportSys = {
  id: z.string().min(1),
  updatedAt: z.string().optional(),
  archivedVersion: z.number().optional(),
};

const exportEntrySchema = z.object({
  sys: z.object({
    ...exportSys,
    contentType: z.object({ sys: z.object({ id: z.string().min(1) }) }),
  }),
  fields: localizedFields.default({}),
  metadata: z
    .object({ tags: z.array(z.object({ sys: z.object({ id: z.string().min(1) }) })).default([]) })
    .optional(),
});

const exportAssetSchema = z.object({
  sys: z.object(exportSys),
  fields: localizedFields.default({}),
});

type ExportEntry = z.infer<typeof exportEntrySchema>;
type ExportAsset = z.infer<typeof exportAssetSchema>;

/** Every export file of a folder merged, still localized. */
interface LocalSpace {
  contentTypes: Set<string>;
  entries: ExportEntry[];
  assets: ExportAsset[];
  locales: string[];
  defaultLocale: string;
  /**
   * The tags the delivery API shows: those of the files' `tags` with visibility `public`. Private,
   * Contentful's default, stays in the web app.
   */
  publicTags: Set<string>;
}

/** What the delivery API would hold for one locale: flattened entries in file order, and targets. */
interface LocaleView {
  entries: Entry[];
  targets: LinkTargets;
}

interface CachedSpace {
  signature: string;
  space: LocalSpace;
  views: Map<string, LocaleView>;
}

const cache = new Map<string, CachedSpace>();

/**
 * Serves the embedded content (Contentful space exports in `dir`) the way the delivery API serves
 * a space: one locale, only entries that are not archived, only public content tags, links
 * resolved like `include: 10`.
 * Files are re-read when one of them changes, so edits show in `next dev` without a restart.
 */
export function localEntries(
  dir: string = path.join(process.cwd(), 'content'),
  options: { locale?: string } = {},
): EntryReader {
  // The folder is known only at run time; next.config.ts traces content/ explicitly.
  const resolvedDir = () => path.resolve(/* turbopackIgnore: true */ dir);

  async function localeView(): Promise<{ space: LocalSpace; view: LocaleView }> {
    const cached = await loadSpace(resolvedDir());
    const locale = options.locale ?? cached.space.defaultLocale;
    if (cached.space.locales.length > 0 && !cached.space.locales.includes(locale)) {
      throw new Error(
        `Unknown locale "${locale}" in ${dir}: the exports define ${cached.space.locales.join(', ')}`,
      );
    }
    let view = cached.views.get(locale);
    if (!view) {
      view = flattenSpace(cached.space, locale);
      cached.views.set(locale, view);
    }
    return { space: cached.space, view };
  }

  return {
    kind: 'local',
    async entries(contentType: string, query: EntryQuery = {}) {
      const { space, view } = await localeView();
      if (!space.contentTypes.has(contentType)) {
        throw new Error(
          `Unknown content type "${contentType}": no definition or entry of that type in ${dir}`,
        );
      }
      const filters = Object.entries(query.fields ?? {});
      const targets = view.targets;
      return view.entries
        .filter((entry) => entry.sys.contentType === contentType)
        .filter((entry) => filters.every(([field, wanted]) => matches(entry.fields[field], wanted)))
        .slice(0, query.limit ?? DEFAULT_LIMIT)
        .map((entry) => resolveEntry(entry, targets));
    },
    async linking(target) {
      const { view } = await localeView();
      return view.entries.filter((entry) => linksTo(entry.fields, target));
    },
  };
}

/** Whether a value holds a link to `target`, at any depth (rich text holds links in nodes). */
function linksTo(value: unknown, target: LinkTarget): boolean {
  if (Array.isArray(value)) return value.some((item) => linksTo(item, target));
  if (typeof value !== 'object' || value === null) return false;
  if (isLink(value)) return value.sys.linkType === target.linkType && value.sys.id === target.id;
  return Object.values(value).some((item) => linksTo(item, target));
}

/** The delivery API's `fields.x=value`: equal as text, or, for a list, one item equal as text. */
function matches(value: unknown, wanted: string): boolean {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => matches(item, wanted));
  return String(value) === wanted;
}

async function loadSpace(dir: string): Promise<CachedSpace> {
  const files = await listExportFiles(dir);
  const stats = await Promise.all(files.map((file) => stat(file)));
  const signature = files
    .map((file, i) => `${file}:${stats[i]?.mtimeMs}:${stats[i]?.size}`)
    .join('\n');
  const cached = cache.get(dir);
  if (cached?.signature === signature) return cached;
  const exports = await Promise.all(
    files.map(async (file) => ({ file, data: await readExport(file) })),
  );
  const fresh: CachedSpace = { signature, space: mergeExports(exports), views: new Map() };
  cache.set(dir, fresh);
  return fresh;
}

async function listExportFiles(dir: string): Promise<string[]> {
  try {
    const names = await readdir(dir);
    return names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => path.join(dir, name));
  } catch (error) {
    throw new Error(`Cannot read the embedded content folder ${dir}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

async function readExport(file: string): Promise<z.infer<typeof exportFileSchema>> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    return fail(file, (error as Error).message);
  }
  const result = exportFileSchema.safeParse(json);
  if (!result.success) {
    const issues = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`,
    );
    return fail(file, issues.join('; '));
  }
  return result.data;
}

function fail(file: string, reason: string): never {
  throw new Error(`Malformed content export file ${file}: ${reason}`);
}

function mergeExports(
  exports: { file: string; data: z.infer<typeof exportFileSchema> }[],
): LocalSpace {
  const space: LocalSpace = {
    contentTypes: new Set(),
    entries: [],
    assets: [],
    locales: [],
    defaultLocale: '',
    publicTags: new Set(),
  };
  const seen = new Set<string>();
  let defaultLocale: string | undefined;

  function accept<T extends { sys: { id: string; archivedVersion?: number } }>(
    file: string,
    kind: 'entry' | 'asset',
    raw: Record<string, unknown>,
    index: number,
    schema: z.ZodType<T>,
  ): T | undefined {
    const result = schema.safeParse(raw);
    if (!result.success) {
      const reason = result.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ');
      log.warn({ file, index, reason }, `Skipping a malformed ${kind} in the embedded content`);
      return undefined;
    }
    const key = `${kind}:${result.data.sys.id}`;
    if (seen.has(key)) {
      log.warn(
        { file, id: result.data.sys.id },
        `Skipping a duplicate ${kind} in the embedded content`,
      );
      return undefined;
    }
    seen.add(key);
    return result.data.sys.archivedVersion === undefined ? result.data : undefined;
  }

  for (const { file, data } of exports) {
    data.contentTypes?.forEach((type) => space.contentTypes.add(type.sys.id));
    for (const tag of data.tags ?? []) {
      if (tag.sys.visibility === 'public') space.publicTags.add(tag.sys.id);
    }
    for (const locale of data.locales ?? []) {
      if (!space.locales.includes(locale.code)) space.locales.push(locale.code);
      if (locale.default) defaultLocale ??= locale.code;
    }
    data.entries?.forEach((raw, index) => {
      const entry = accept(file, 'entry', raw, index, exportEntrySchema);
      if (!entry) return;
      space.entries.push(entry);
      space.contentTypes.add(entry.sys.contentType.sys.id);
    });
    data.assets?.forEach((raw, index) => {
      const asset = accept(file, 'asset', raw, index, exportAssetSchema);
      if (asset) space.assets.push(asset);
    });
  }
  space.defaultLocale = defaultLocale ?? DEFAULT_CMS_LOCALE;
  return space;
}

function flattenSpace(space: LocalSpace, locale: string): LocaleView {
  const entries = space.entries.map((entry): Entry => {
    const tags = (entry.metadata?.tags ?? [])
      .map((tag) => tag.sys.id)
      .filter((id) => space.publicTags.has(id));
    const { fields, ...language } = flattenFields(entry.fields, locale, space.defaultLocale);
    return {
      sys: {
        id: entry.sys.id,
        type: 'Entry',
        contentType: entry.sys.contentType.sys.id,
        ...(entry.sys.updatedAt === undefined ? {} : { updatedAt: entry.sys.updatedAt }),
        ...language,
      },
      fields,
      ...(tags.length > 0 ? { tags } : {}),
    };
  });
  const assets = space.assets.map((asset): Asset => ({
    sys: {
      id: asset.sys.id,
      type: 'Asset',
      ...(asset.sys.updatedAt === undefined ? {} : { updatedAt: asset.sys.updatedAt }),
    },
    fields: flattenFields(asset.fields, locale, space.defaultLocale).fields as Asset['fields'],
  }));
  return {
    entries,
    targets: {
      entries: new Map(entries.map((entry) => [entry.sys.id, entry])),
      assets: new Map(assets.map((asset) => [asset.sys.id, asset])),
    },
  };
}

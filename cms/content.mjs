// The embedded content (content/*.json, Contentful space exports) merged into one export, checked,
// and shaped for contentful-import.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CONTENT_DIR = fileURLToPath(new URL('../content/', import.meta.url));
// contentful-import reads an uploaded file from `<assetsDirectory>/<the URL after its "//">`, so
// the embedded `/cms-assets/<fileName>` URLs become `//assets/<fileName>` under content/.
const IMPORT_ASSET_PREFIX = '//assets/';
const EMBEDDED_ASSET_PREFIX = '/cms-assets/';

function list(value, file, key) {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Error(`${file}: "${key}" must be a list.`);
  return value;
}

/** Every export file of the folder merged; throws on a file that is not an export. */
export async function readEmbeddedContent(dir = CONTENT_DIR) {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const merged = { files, contentTypes: [], entries: [], assets: [], tags: [], locales: [] };
  for (const file of files) {
    const data = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw new Error(`${file}: not a Contentful space export.`);
    }
    for (const key of ['contentTypes', 'entries', 'assets', 'tags']) {
      merged[key].push(...list(data[key], file, key));
    }
    for (const locale of list(data.locales, file, 'locales')) {
      if (!merged.locales.some((known) => known.code === locale.code)) merged.locales.push(locale);
    }
  }
  merged.tags = merged.tags.filter(
    (tag, index) => merged.tags.findIndex((other) => other.sys.id === tag.sys.id) === index,
  );
  return merged;
}

/** Every link inside a field value: plain links, link lists and rich-text embeds alike. */
function collectLinks(value, found = []) {
  if (Array.isArray(value)) {
    for (const item of value) collectLinks(item, found);
  } else if (value && typeof value === 'object') {
    const sys = value.sys;
    if (sys && sys.type === 'Link' && (sys.linkType === 'Entry' || sys.linkType === 'Asset')) {
      found.push({ linkType: sys.linkType, id: sys.id });
    } else {
      for (const child of Object.values(value)) collectLinks(child, found);
    }
  }
  return found;
}

function allowedTypes(field) {
  const validations = field.type === 'Array' ? field.items?.validations : field.validations;
  return validations?.find((validation) => validation.linkContentType)?.linkContentType;
}

/**
 * What would break in a space holding this content: duplicate ids, entries of an unknown content
 * type or with unknown fields, links to nothing, and links to an entry of a type the field refuses.
 */
export function findContentProblems(content) {
  const problems = [];
  const contentTypes = new Map(content.contentTypes.map((type) => [type.sys.id, type]));
  const defaultLocale = content.locales.find((locale) => locale.default)?.code ?? 'en-US';
  const entries = new Map();
  const assets = new Set();
  for (const entry of content.entries) {
    if (entries.has(entry.sys.id)) problems.push(`Entry ${entry.sys.id} is in the export twice.`);
    entries.set(entry.sys.id, entry);
  }
  for (const asset of content.assets) {
    if (assets.has(asset.sys.id)) problems.push(`Asset ${asset.sys.id} is in the export twice.`);
    assets.add(asset.sys.id);
  }
  for (const entry of content.entries) {
    const typeId = entry.sys.contentType?.sys?.id;
    const type = contentTypes.get(typeId);
    if (!type) {
      problems.push(`Entry ${entry.sys.id} has the unknown content type "${typeId}".`);
      continue;
    }
    for (const [fieldId, byLocale] of Object.entries(entry.fields ?? {})) {
      const field = type.fields.find((candidate) => candidate.id === fieldId);
      if (!field) {
        problems.push(`Entry ${entry.sys.id} has the field "${fieldId}" that ${typeId} lacks.`);
        continue;
      }
      // Contentful keeps one value of a field that is not localized: a translation would be lost.
      const translated = Object.keys(byLocale ?? {}).filter((code) => code !== defaultLocale);
      if (!field.localized && translated.length > 0) {
        problems.push(
          `Entry ${entry.sys.id} has ${translated.join(', ')} for ${typeId}.${fieldId}, which is not localized.`,
        );
      }
      const allowed = allowedTypes(field);
      for (const link of collectLinks(byLocale)) {
        const where = `Entry ${entry.sys.id} (${typeId}.${fieldId})`;
        if (link.linkType === 'Asset') {
          if (!assets.has(link.id))
            problems.push(`${where} links to the missing asset ${link.id}.`);
          continue;
        }
        const target = entries.get(link.id);
        if (!target) {
          problems.push(`${where} links to the missing entry ${link.id}.`);
        } else if (allowed && field.type !== 'RichText') {
          const targetType = target.sys.contentType.sys.id;
          if (!allowed.includes(targetType)) {
            problems.push(
              `${where} links to ${link.id}, a ${targetType}, which it does not allow.`,
            );
          }
        }
      }
    }
  }
  for (const asset of content.assets) {
    for (const file of Object.values(asset.fields?.file ?? {})) {
      if (typeof file?.url !== 'string' || !file.url.startsWith(EMBEDDED_ASSET_PREFIX)) {
        problems.push(
          `Asset ${asset.sys.id} is not an embedded file under ${EMBEDDED_ASSET_PREFIX}.`,
        );
      }
    }
  }
  return problems;
}

/** What cms:seed imports: entries per content type (most first), assets, tags and locales. */
export function summarizeContent(content) {
  const entriesPerType = new Map();
  for (const entry of content.entries) {
    const typeId = entry.sys.contentType.sys.id;
    entriesPerType.set(typeId, (entriesPerType.get(typeId) ?? 0) + 1);
  }
  return {
    files: content.files.length,
    entries: content.entries.length,
    entriesPerType: [...entriesPerType]
      .map(([contentType, count]) => ({ contentType, count }))
      .sort((a, b) => b.count - a.count || a.contentType.localeCompare(b.contentType)),
    assets: content.assets.length,
    tags: content.tags.map((tag) => tag.sys.id),
    locales: content.locales.map((locale) => locale.code),
  };
}

/**
 * The export contentful-import receives: entries, assets, tags and the locales beside the default
 * one (the migrations own the content model), with asset URLs pointing at the files under
 * content/assets/.
 */
export function toImportContent(content) {
  const assets = content.assets.map((asset) => {
    const file = Object.fromEntries(
      Object.entries(asset.fields.file).map(([locale, localized]) => [
        locale,
        {
          ...localized,
          url: IMPORT_ASSET_PREFIX + localized.url.slice(EMBEDDED_ASSET_PREFIX.length),
        },
      ]),
    );
    return { ...asset, fields: { ...asset.fields, file } };
  });
  // The space has its default locale already; the others (es-US) are created with their fallback.
  const locales = content.locales.filter((locale) => !locale.default);
  return { entries: content.entries, assets, tags: content.tags, locales };
}

import 'server-only';
import { CMS_CACHE_TAG, EVERY_PAGE_TAG, contentTypeTag, pageTag } from './cacheTags';
import { MAX_INCLUDE_DEPTH } from './resolve';
import type { ContentSource } from './source';
import type { LinkTarget } from './types';

/** What a publish webhook says changed: Contentful's `sys.type`, the id and the entry's fields. */
export interface PublishedChange {
  /** `Entry`, `DeletedEntry`, `Asset`, `DeletedAsset`, `ContentType`, … */
  kind: string;
  id: string;
  /** An entry's content type, when the webhook names it. */
  contentType?: string;
  /** A published entry's fields in one locale; a deleted or unpublished one has none. */
  fields?: Record<string, unknown>;
}

/**
 * Beyond this many entries above the change, the change is treated as site-wide: a webhook answers
 * in a few requests, never by walking the whole space.
 */
const MAX_AFFECTED_ENTRIES = 200;

const ENTRY_KINDS = new Set(['Entry', 'DeletedEntry']);
const ASSET_KINDS = new Set(['Asset', 'DeletedAsset']);

/**
 * The cache tags (lib/cms/cacheTags.ts) of every published read that shows `change`: the lists
 * of its content type, and of every entry that links to it up to the delivery API's include depth
 * (a FAQ item → its accordion → the pages showing it; a navigation link → site settings, which
 * every page's navigation reads). A page is tagged by its slug; a page that was unpublished no
 * longer tells its slug, so then every page read is. A change of the model, or one reaching too
 * far, expires every read.
 */
export async function tagsAffectedBy(
  change: PublishedChange,
  source: ContentSource,
): Promise<string[]> {
  const isEntry = ENTRY_KINDS.has(change.kind);
  if (!isEntry && !ASSET_KINDS.has(change.kind)) return [CMS_CACHE_TAG];
  // Contentful names every entry's type; without it, which lists show the entry is unknown.
  if (isEntry && !change.contentType) return [CMS_CACHE_TAG];

  const tags = new Set<string>();
  if (isEntry) {
    if (change.contentType) tags.add(contentTypeTag(change.contentType));
    if (change.contentType === 'page') {
      const tag = change.fields && pageTagOf(change.fields);
      tags.add(tag || EVERY_PAGE_TAG);
    }
  }

  const seen = new Set<string>([change.id]);
  let level: LinkTarget[] = [{ linkType: isEntry ? 'Entry' : 'Asset', id: change.id }];
  for (let depth = 0; depth < MAX_INCLUDE_DEPTH && level.length > 0; depth++) {
    const parents = (await Promise.all(level.map((target) => source.linking(target)))).flat();
    level = [];
    for (const parent of parents) {
      if (seen.has(parent.sys.id)) continue;
      seen.add(parent.sys.id);
      if (seen.size > MAX_AFFECTED_ENTRIES) return [CMS_CACHE_TAG];
      // The page list (sitemap, static params) holds only pages' own addresses and dates.
      if (parent.sys.contentType === 'page') tags.add(pageTagOf(parent.fields) || EVERY_PAGE_TAG);
      else tags.add(contentTypeTag(parent.sys.contentType));
      level.push({ linkType: 'Entry', id: parent.sys.id });
    }
  }
  return [...tags].sort();
}

/** The tag of a page's read, from its slug and type (`page` when unset, as lib/cms/page.ts reads it). */
function pageTagOf(fields: Record<string, unknown>): string | undefined {
  const { slug, type } = fields;
  if (typeof slug !== 'string') return undefined;
  return pageTag(slug.trim(), typeof type === 'string' ? type.trim() : 'page');
}

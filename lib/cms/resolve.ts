import 'server-only';
import type { Asset, Entry, Link } from './types';

/** The delivery API's largest `include`: links more than this many levels below the root stay links. */
export const MAX_INCLUDE_DEPTH = 10;

/** Everything a link may point to, by id, already flattened to one locale. */
export interface LinkTargets {
  entries: ReadonlyMap<string, Entry>;
  assets: ReadonlyMap<string, Asset>;
}

export function isLink(value: unknown): value is Link {
  if (!isPlainObject(value) || !isPlainObject(value.sys)) return false;
  const { type, linkType, id } = value.sys;
  return (
    type === 'Link' && (linkType === 'Entry' || linkType === 'Asset') && typeof id === 'string'
  );
}

/**
 * Replaces the links in `root` (in fields, arrays, rich-text nodes, nested objects) by copies of
 * their targets, recursively. A link stays a link when its target is missing, when following it
 * would exceed `maxDepth`, or when it points back to an entry on the path from the root: the
 * result is a fresh tree (nothing shared with the inputs) that never contains a cycle, so it
 * survives JSON.stringify and React's server-to-client serialization.
 */
export function resolveEntry(
  root: Entry,
  targets: LinkTargets,
  maxDepth = MAX_INCLUDE_DEPTH,
): Entry {
  const path = new Set<string>();

  function resolveEntryAt(entry: Entry, depth: number): Entry {
    path.add(entry.sys.id);
    try {
      return {
        sys: copy(entry.sys) as Entry['sys'],
        fields: resolveValue(entry.fields, depth) as Entry['fields'],
        ...(entry.tags ? { tags: [...entry.tags] } : {}),
      };
    } finally {
      path.delete(entry.sys.id);
    }
  }

  function resolveLink(link: Link, depth: number): unknown {
    const { linkType, id } = link.sys;
    if (depth + 1 > maxDepth) return copy(link);
    if (linkType === 'Asset') {
      const asset = targets.assets.get(id);
      return asset ? copy(asset) : copy(link);
    }
    const entry = targets.entries.get(id);
    if (!entry || path.has(id)) return copy(link);
    return resolveEntryAt(entry, depth + 1);
  }

  /** `depth` is how many links were followed from the root to the entry holding `value`. */
  function resolveValue(value: unknown, depth: number): unknown {
    if (Array.isArray(value)) return value.map((item) => resolveValue(item, depth));
    if (isLink(value)) return resolveLink(value, depth);
    if (isPlainObject(value)) {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, resolveValue(item, depth)]),
      );
    }
    return value;
  }

  return resolveEntryAt(root, 0);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function copy<T>(value: T): T {
  return structuredClone(value);
}

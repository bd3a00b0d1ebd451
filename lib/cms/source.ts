import 'server-only';
import type { Entry, EntryQuery, EntryReader, LinkTarget } from './types';

/**
 * The queries every page needs, written once over a source's `entries` so that the local and the
 * Contentful source answer them identically.
 */
export interface ContentSource {
  readonly kind: EntryReader['kind'];
  entries(contentType: string, query?: EntryQuery): Promise<Entry[]>;
  page(slug: string, type: string): Promise<Entry | null>;
  centers(): Promise<Entry[]>;
  siteSettings(): Promise<Entry | null>;
  /** The entries linking to `target` directly; see EntryReader. */
  linking(target: LinkTarget): Promise<Entry[]>;
}

export function createContentSource(source: EntryReader): ContentSource {
  return {
    kind: source.kind,
    entries: (contentType, query) => source.entries(contentType, query),
    linking: (target) => source.linking(target),
    async page(slug, type) {
      const [page] = await source.entries('page', { fields: { slug, type }, limit: 1 });
      return page ?? null;
    },
    centers: () => source.entries('center', { limit: 1000 }),
    async siteSettings() {
      const [settings] = await source.entries('siteSettings', { limit: 1 });
      return settings ?? null;
    },
  };
}

import 'server-only';
/**
 * The resolved content shape both content sources return: links replaced by the entries and
 * assets they point to, fields flattened to one locale. A link that cannot be followed (missing
 * target, depth limit reached, or a circle back to an ancestor) stays a `Link`.
 */
export interface Link {
  sys: { type: 'Link'; linkType: 'Entry' | 'Asset'; id: string };
}

export interface Entry<Fields = Record<string, unknown>> {
  sys: {
    id: string;
    type: 'Entry';
    contentType: string;
    updatedAt?: string;
    /**
     * Read in a locale other than the default: the CMS locale of the entry's words, the requested
     * one when any is translated, the default one when none is (lib/cms/localize.ts).
     */
    wordsLocale?: string;
    /** Read in another locale, the default locale's `heading` when the shown one differs. */
    defaultHeading?: string;
  };
  fields: Fields;
  /**
   * The ids of the entry's public content tags (Contentful's `metadata.tags`), in the order
   * editors gave them; absent when it has none.
   */
  tags?: string[];
}

export interface AssetFile {
  url: string;
  fileName?: string;
  contentType: string;
  details?: { size?: number; image?: { width: number; height: number } };
}

export interface Asset {
  sys: { id: string; type: 'Asset'; updatedAt?: string };
  fields: { title?: string; description?: string; file: AssetFile };
}

export interface EntryQuery {
  /** Exact-match filters on field values, like the delivery API's `fields.x=value`. */
  fields?: Record<string, string>;
  limit?: number;
}

/** An entry or asset that other entries may link to. */
export interface LinkTarget {
  linkType: 'Entry' | 'Asset';
  id: string;
}

/** The primitives each implementation (local files, Contentful) provides; see source.ts. */
export interface EntryReader {
  readonly kind: 'local' | 'contentful';
  entries(contentType: string, query?: EntryQuery): Promise<Entry[]>;
  /**
   * The entries, of any type, whose fields link to `target` directly, with their links left
   * unresolved (the delivery API's `links_to_entry` and `links_to_asset`).
   */
  linking(target: LinkTarget): Promise<Entry[]>;
}

/**
 * The words a guest reads in CMS content, as plain text for the search index: rich text without
 * its structure, and a page's sections without their settings (layouts, colours, addresses).
 */

interface RichTextNode {
  nodeType?: unknown;
  value?: unknown;
  content?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A rich-text document's words, each block ending a sentence-sized piece. */
export function richTextWords(document: unknown): string {
  const pieces: string[] = [];
  const walk = (node: RichTextNode) => {
    if (node.nodeType === 'text' && typeof node.value === 'string') {
      pieces.push(node.value);
      return;
    }
    if (Array.isArray(node.content)) {
      for (const child of node.content) if (isRecord(child)) walk(child);
      pieces.push(' ');
    }
  };
  if (isRecord(document)) walk(document);
  return squeeze(pieces.join(''));
}

/** One line of text: runs of white space become one space. */
export const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Fields that hold settings or addresses rather than words a guest reads: their values never
 * reach the index, whatever the section.
 */
const SETTING_FIELDS =
  /^(slug|url|href|link|anchor|css|cssClass|class|variant|layout|theme|colou?r|icon|kind|type|sendKey|formId|target|style|align(ment)?|position|size|id|key|.*(Url|Href|Id|Key|Color|Colour|Date|Time|Pdf))$/i;

/** A string that is not prose: an address, an email, a number or an id ('food-item-wings-6'). */
const NOT_WORDS =
  /^(\/|https?:|mailto:|tel:|#)|^[\w.+-]+@[\w-]+\.[\w.]+$|^[\d\s.,:;%$–-]*$|^[a-z0-9]+(-[a-z0-9]+)+$/;

/**
 * The words of a page's sections, in reading order, leaving out the entries `skip` names (those
 * with a search result of their own, like a dish or a package, and those that hold no reading
 * matter, like a form) and every asset.
 */
export function sectionWords(sections: readonly unknown[], skip: (entry: EntryLike) => boolean) {
  const pieces: string[] = [];
  const seen = new Set<unknown>();
  const walk = (value: unknown, field: string) => {
    if (typeof value === 'string') {
      const text = value.trim();
      if (text && !SETTING_FIELDS.test(field) && !NOT_WORDS.test(text)) pieces.push(text);
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) walk(item, field);
      return;
    }
    if (!isRecord(value) || seen.has(value)) return;
    seen.add(value);
    if (value.nodeType === 'document') {
      pieces.push(richTextWords(value));
      return;
    }
    if (isEntryLike(value)) {
      if (value.sys.type === 'Asset' || skip(value)) return;
      for (const [name, child] of Object.entries(value.fields)) walk(child, name);
      return;
    }
    // A link left unresolved, or an object field (a map position): nothing to read in it.
    if (isRecord(value.sys)) return;
    for (const [name, child] of Object.entries(value)) walk(child, name);
  };
  walk(sections, 'children');
  return squeeze(pieces.join(' · '));
}

export interface EntryLike {
  sys: { id?: string; type?: string; contentType?: string };
  fields: Record<string, unknown>;
}

export function isEntryLike(value: unknown): value is EntryLike {
  return isRecord(value) && isRecord(value.sys) && isRecord(value.fields);
}

import { BLOCKS, INLINES, type Document } from '@contentful/rich-text-types';
import { richText } from '@/lib/cms/fields';
import type { Asset, Entry, Link } from '@/lib/cms/types';

/**
 * Small builders of resolved CMS content, shaped the way both content sources return it (links
 * replaced by entries and assets, fields flattened to one locale).
 */

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${++sequence}`;

export function entry(
  contentType: string,
  fields: Record<string, unknown>,
  id: string = nextId(contentType),
): Entry {
  return { sys: { id, type: 'Entry', contentType }, fields };
}

/** A link the source could not follow (unpublished or deleted target). */
export function unresolvedLink(id: string, linkType: Link['sys']['linkType'] = 'Entry'): Link {
  return { sys: { type: 'Link', linkType, id } };
}

export function asset({
  id = nextId('asset'),
  fileName = 'picture.svg',
  url = `/cms-assets/${fileName}`,
  description,
  contentType = 'image/svg+xml',
  size = { width: 800, height: 600 },
}: {
  id?: string;
  fileName?: string;
  url?: string;
  description?: string;
  contentType?: string;
  size?: { width: number; height: number } | null;
} = {}): Asset {
  return {
    sys: { id, type: 'Asset' },
    fields: {
      title: fileName,
      ...(description === undefined ? {} : { description }),
      file: { url, fileName, contentType, ...(size ? { details: { image: size } } : {}) },
    },
  };
}

export function navLink(
  label: string,
  url: string,
  { description, id }: { description?: string; id?: string } = {},
): Entry {
  return entry('navigationLink', { label, url, ...(description ? { description } : {}) }, id);
}

export function linkGroup(title: string, links: unknown[], id?: string): Entry {
  return entry('linkGroup', { title, links }, id);
}

export function contentItem(fields: Record<string, unknown>, id?: string): Entry {
  return entry('contentItem', fields, id);
}

// Rich text: nodes as Contentful stores them. Strings given as content become plain text nodes.

export interface RichNode {
  nodeType: string;
  data: Record<string, unknown>;
  content?: RichNode[];
  value?: string;
  marks?: { type: string }[];
}

type Content = RichNode | string;

const toNodes = (content: Content[]): RichNode[] =>
  content.map((item) => (typeof item === 'string' ? text(item) : item));

export function text(value: string, ...marks: string[]): RichNode {
  return { nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} };
}

export function node(nodeType: string, ...content: Content[]): RichNode {
  return { nodeType, data: {}, content: toNodes(content) };
}

export const paragraph = (...content: Content[]) => node(BLOCKS.PARAGRAPH, ...content);

export function hyperlink(uri: string, ...content: Content[]): RichNode {
  return { nodeType: INLINES.HYPERLINK, data: { uri }, content: toNodes(content) };
}

/** A node that points at `target` (an entry, asset or resource, or a link to one), with its words. */
export function targetNode(nodeType: string, target: unknown, ...content: Content[]): RichNode {
  return { nodeType, data: { target }, content: toNodes(content) };
}

export const embeddedEntry = (target: unknown) => targetNode(BLOCKS.EMBEDDED_ENTRY, target);

/** A rich-text field value as it sits in an entry. */
export function richTextField(...content: Content[]): RichNode {
  return { nodeType: BLOCKS.DOCUMENT, data: {}, content: toNodes(content) };
}

/** A rich-text document as the blocks receive it (parsed by the field schema). */
export function doc(...content: Content[]): Document {
  return richText.parse(richTextField(...content));
}

import type { Document } from '@contentful/rich-text-types';
import { z } from 'zod';

interface RichTextNode {
  nodeType: string;
  data?: Record<string, unknown>;
  content?: RichTextNode[];
  value?: string;
  marks?: { type: string }[];
}

const richTextNode: z.ZodType<RichTextNode> = z.lazy(() =>
  z.object({
    nodeType: z.string(),
    data: z.record(z.string(), z.unknown()).optional(),
    content: z.array(richTextNode).optional(),
    value: z.string().optional(),
    marks: z.array(z.object({ type: z.string() })).optional(),
  }),
);

/** A Contentful rich-text field; only its outline is checked, the renderer ignores unknown nodes. */
export const richTextDocument = z
  .object({
    nodeType: z.literal('document'),
    data: z.record(z.string(), z.unknown()).default({}),
    content: z.array(richTextNode),
  })
  .transform((document) => document as unknown as Document);

const safeSchemes = /^(https?:|mailto:|tel:|\/|#)/i;

/** Editors can type any URI into a hyperlink; only web, mail, phone and site-relative ones render as links. */
export function isSafeHref(uri: unknown): uri is string {
  return typeof uri === 'string' && safeSchemes.test(uri.trim()) && !uri.trim().startsWith('//');
}

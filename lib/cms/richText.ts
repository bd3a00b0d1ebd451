import 'server-only';
import type { Document } from '@contentful/rich-text-types';
import { z } from 'zod';

interface RichTextNode {
  nodeType: string;
  data?: Record<string, unknown>;
  content?: RichTextNode[];
  value?: string;
  marks?: { type: string }[];
}

// Contentful always sends data, content and marks, but hand-written content may not, and the
// renderer reads them unguarded: defaults keep a sparse document from crashing the page.
const richTextNode: z.ZodType<RichTextNode, unknown> = z.lazy(() =>
  z.object({
    nodeType: z.string(),
    data: z.record(z.string(), z.unknown()).default({}),
    content: z.array(richTextNode).default([]),
    value: z.string().optional(),
    marks: z.array(z.object({ type: z.string() })).default([]),
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

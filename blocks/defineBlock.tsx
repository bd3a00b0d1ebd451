import type { ComponentType, ReactElement } from 'react';
import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

/**
 * What a page hands each of its blocks: whether an editor is previewing drafts, and the page's
 * language. It is also what the `lib/cms` getters take, so a block reads more content with it.
 */
export interface RenderContext {
  draft: boolean;
  locale: Locale;
}

export const PUBLISHED_ENGLISH: RenderContext = { draft: false, locale: DEFAULT_LOCALE };

/** Every block component receives its page's render context beside the props its schema makes. */
export type BlockProps<Props> = Props & { context: RenderContext };

export type BlockRender = { ok: true; element: ReactElement } | { ok: false; reason: string };

export interface BlockDefinition {
  render(fields: unknown, key: string, context: RenderContext): BlockRender;
  /** Whether this section, with these fields, gives the page its h1. */
  carriesPageHeading(fields: unknown): boolean;
}

/**
 * A section type's definition, exported by its block folder: the schema, the component, and the
 * facts the page needs about the block. The component's props are the schema's output, so an
 * entry can only reach the component whose schema accepted it.
 */
export function defineBlock<Schema extends z.ZodType<object>>({
  schema,
  Component,
  carriesPageHeading = () => false,
}: {
  schema: Schema;
  Component: ComponentType<BlockProps<z.output<Schema>>>;
  carriesPageHeading?: (props: z.output<Schema>) => boolean;
}): BlockDefinition {
  return {
    render(fields, key, context) {
      const result = schema.safeParse(fields);
      if (!result.success) return { ok: false, reason: z.prettifyError(result.error) };
      return { ok: true, element: <Component key={key} {...result.data} context={context} /> };
    },
    carriesPageHeading(fields) {
      const result = schema.safeParse(fields);
      return result.success && carriesPageHeading(result.data);
    },
  };
}

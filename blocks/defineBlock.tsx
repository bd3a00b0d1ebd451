import type { ComponentType, ReactElement } from 'react';
import { z } from 'zod';

export type BlockRender = { ok: true; element: ReactElement } | { ok: false; reason: string };

export interface BlockDefinition {
  render(fields: unknown, key: string): BlockRender;
}

/**
 * Pairs a section type's schema with its component. The component's props are the schema's
 * output, so an entry can only reach the component whose schema accepted it.
 */
export function defineBlock<Schema extends z.ZodType<object>>(
  schema: Schema,
  Component: ComponentType<z.output<Schema>>,
): BlockDefinition {
  return {
    render(fields, key) {
      const result = schema.safeParse(fields);
      if (!result.success) return { ok: false, reason: z.prettifyError(result.error) };
      return { ok: true, element: <Component key={key} {...result.data} /> };
    },
  };
}

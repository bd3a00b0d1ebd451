import { z } from 'zod';
import { entryList, optionalText, richText } from '@/lib/cms/fields';

const textColumn = z
  .object({
    sys: z.object({ id: z.string(), contentType: z.literal('textColumn') }),
    fields: z.object({ heading: optionalText, body: richText }),
  })
  .transform(({ sys, fields }) => ({ id: sys.id, ...fields }));

export const textColumnsSchema = z.object({
  heading: optionalText,
  columns: entryList(textColumn, 'textColumn', { min: 1 }),
});

export type TextColumnsProps = z.output<typeof textColumnsSchema>;

import { z } from 'zod';
import { optionalText } from '@/lib/cms/fields';

/**
 * The book selector widget: editors choose its words; what it does is fixed by the product rules
 * (docs/rules/screens-and-routes.md#book-selector-widget).
 */
export const bookSelectorSchema = z.object({
  heading: z.string().trim().min(1).max(80),
  text: optionalText,
});

export type BookSelectorProps = z.output<typeof bookSelectorSchema>;

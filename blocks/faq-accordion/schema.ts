import { z } from 'zod';
import { entryList, optionalText, richText } from '@/lib/cms/fields';

const faqItem = z
  .object({
    sys: z.object({ id: z.string(), contentType: z.literal('faqItem') }),
    fields: z.object({ question: z.string().trim().min(1), answer: richText }),
  })
  .transform(({ sys, fields }) => ({ id: sys.id, ...fields }));

export const faqAccordionSchema = z.object({
  heading: optionalText,
  items: entryList(faqItem, 'faqItem', { min: 1 }),
});

export type FaqAccordionProps = z.output<typeof faqAccordionSchema>;

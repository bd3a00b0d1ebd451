import { z } from 'zod';
import { optionalEntry, optionalText, picture } from '@/lib/cms/fields';
import { languageOfWords } from '@/lib/i18n/locales';

/**
 * A feedback entry (docs/rules/content-and-data.md#feedback): what a guest, teacher or team said,
 * and who said it. The feedback carousel and the testimonials grid both show them. A quote is
 * shown in the words it was said in: `language` tells a page in another language to mark it.
 */
export const feedback = z
  .object({
    sys: z.object({
      id: z.string(),
      contentType: z.literal('feedback'),
      wordsLocale: z.string().optional(),
    }),
    fields: z.object({
      name: z.string().trim().min(1).max(80),
      subheading: optionalText,
      quote: z.string().trim().min(1).max(600),
      image: optionalEntry(picture),
      organization: optionalText,
      location: optionalText,
    }),
  })
  .transform(({ sys, fields }) => ({
    id: sys.id,
    language: languageOfWords(sys.wordsLocale),
    ...fields,
  }));

export type Feedback = z.output<typeof feedback>;

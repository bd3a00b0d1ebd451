import { z } from 'zod';
import { entryList, optionalText } from '@/lib/cms/fields';
import { contentItem } from '../shared/contentItem';

/**
 * The careers culture (docs/rules/screens-and-routes.md#careers): what working at a center is
 * like, as image-and-text rows (content items: linkImage, title, excerpt), then the crew's values
 * as short words.
 */
export const careersCultureSchema = z.object({
  heading: z.string().trim().min(1),
  intro: optionalText,
  sections: entryList(
    contentItem.refine((item) => item.excerpt, 'a culture section needs its text (excerpt)'),
    'contentItem',
    { min: 1, max: 6 },
  ),
  /** The catalogue's 'What we value' when editors leave it empty. */
  valuesHeading: optionalText,
  values: z.array(z.string().trim().min(1).max(60)).max(8).default([]),
});

export type CareersCultureProps = z.output<typeof careersCultureSchema>;

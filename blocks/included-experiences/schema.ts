import { z } from 'zod';
import { entryList, optionalText } from '@/lib/cms/fields';
import { contentItem } from '../shared/contentItem';

/**
 * What every event package includes (docs/rules/screens-and-routes.md#events-and-packages): a few
 * experiences, each a content item with an icon (linkImage), a title and an excerpt. An item that
 * does not parse is logged and left out; the section needs at least one.
 */
export const includedExperiencesSchema = z.object({
  heading: z.string().trim().min(1),
  intro: optionalText,
  experiences: entryList(contentItem, 'contentItem', { min: 1, max: 8 }),
});

export type IncludedExperiencesProps = z.output<typeof includedExperiencesSchema>;

import { z } from 'zod';
import { entryList, optionalText } from '@/lib/cms/fields';
import { contentItem } from '../shared/contentItem';

/**
 * A slider of features, one large slide at a time. A slide without fields (unpublished, emptied)
 * or without a title is logged and skipped (docs/rules/messages.md#logged-not-shown); an entry
 * with no slide left is refused.
 */
export const featureSliderSchema = z.object({
  heading: z.string().trim().min(1),
  intro: optionalText,
  slides: entryList(contentItem, 'contentItem', { min: 1, max: 8 }),
});

export type FeatureSliderProps = z.output<typeof featureSliderSchema>;

import { z } from 'zod';
import { entryList, optionalEntry, optionalText, picture } from '@/lib/cms/fields';
import { contentItem } from '../shared/contentItem';

/**
 * App features (docs/rules/screens-and-routes.md#information-and-navigation): what the app does,
 * each a content item (title and excerpt), beside a phone illustration. A feature that fails to
 * parse is logged and left out.
 */
export const appFeaturesSchema = z.object({
  heading: z.string().trim().min(1).max(100),
  intro: optionalText,
  features: entryList(contentItem, 'contentItem', { min: 1, max: 6 }),
  image: optionalEntry(picture),
});

export type AppFeaturesProps = z.output<typeof appFeaturesSchema>;

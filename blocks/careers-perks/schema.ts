import { z } from 'zod';
import { entryList, optionalText } from '@/lib/cms/fields';
import { contentItem } from '../shared/contentItem';

/**
 * The careers perks (docs/rules/screens-and-routes.md#careers): an icon grid of the small things
 * that come with the job. A perk is a content item with its icon (linkImage), title and a line of
 * text; one without an icon would break the grid, so it is skipped.
 */
export const careersPerksSchema = z.object({
  heading: z.string().trim().min(1),
  intro: optionalText,
  perks: entryList(
    contentItem.refine((perk) => perk.linkImage, 'a perk needs its icon (linkImage)'),
    'contentItem',
    { min: 1, max: 12 },
  ),
});

export type CareersPerksProps = z.output<typeof careersPerksSchema>;

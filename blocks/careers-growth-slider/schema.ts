import { z } from 'zod';
import { entryList, optionalText } from '@/lib/cms/fields';
import { contentItem } from '../shared/contentItem';

/**
 * The careers growth slider (docs/rules/screens-and-routes.md#careers): growth stories, one slide
 * each. A story is a content item: its title ('From party host to general manager'), the story
 * (excerpt), who tells it (tagLine) and an optional portrait (linkImage).
 */
export const careersGrowthSliderSchema = z.object({
  heading: z.string().trim().min(1),
  intro: optionalText,
  stories: entryList(
    contentItem.refine((story) => story.excerpt, 'a growth story needs its story (excerpt)'),
    'contentItem',
    { min: 1, max: 10 },
  ),
});

export type CareersGrowthSliderProps = z.output<typeof careersGrowthSliderSchema>;

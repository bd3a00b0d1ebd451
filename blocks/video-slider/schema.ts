import { z } from 'zod';
import { entryList, optionalText } from '@/lib/cms/fields';
import { videoEmbed } from '../promotional-video/videoEmbed';

/**
 * The video slider (docs/rules/screens-and-routes.md#sliders): video embeds, each with its poster
 * until played. A video that fails to parse is logged and skipped; an entry with none left is
 * refused.
 */
export const videoSliderSchema = z.object({
  heading: z.string().trim().min(1).max(100),
  intro: optionalText,
  videos: entryList(videoEmbed, 'videoEmbed', { min: 1, max: 12 }),
});

export type VideoSliderProps = z.output<typeof videoSliderSchema>;

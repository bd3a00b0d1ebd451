import { z } from 'zod';
import { optionalEntry, optionalText, siteLink } from '@/lib/cms/fields';
import { videoEmbed } from './videoEmbed';

/**
 * The promotional video block (docs/rules/screens-and-routes.md#information-and-navigation): a
 * heading and a line of text beside one video embed, with an optional button.
 */
export const promotionalVideoSchema = z.object({
  eyebrow: optionalText,
  heading: z.string().trim().min(1).max(100),
  text: optionalText,
  video: videoEmbed,
  cta: optionalEntry(siteLink),
});

export type PromotionalVideoProps = z.output<typeof promotionalVideoSchema>;

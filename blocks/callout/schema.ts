import { z } from 'zod';
import { optionalText, siteLink } from '@/lib/cms/fields';
import { SPECIAL_BANNER_THEMES } from '../special-banner/schema';

/**
 * A callout (docs/rules/screens-and-routes.md#information-and-navigation): one bold call to action
 * across the page. Its button is the point of it, so an entry without a working link is refused.
 */
export const calloutSchema = z.object({
  eyebrow: optionalText,
  heading: z.string().trim().min(1).max(100),
  text: optionalText,
  cta: siteLink,
  theme: z.enum(SPECIAL_BANNER_THEMES).default('sun'),
});

export type CalloutProps = z.output<typeof calloutSchema>;

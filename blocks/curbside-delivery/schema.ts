import { z } from 'zod';
import { optionalEntry, optionalText, picture } from '@/lib/cms/fields';

/** Delivery through the partners: words and artwork from the CMS, the links from the center. */
export const curbsideDeliverySchema = z.object({
  heading: z.string().trim().min(1).max(80),
  text: optionalText,
  image: optionalEntry(picture),
});

export type CurbsideDeliveryProps = z.output<typeof curbsideDeliverySchema>;

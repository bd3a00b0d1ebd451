import { z } from 'zod';
import { optionalText } from '@/lib/cms/fields';

/**
 * The event packages filter on /events/ (docs/rules/states.md#event-packages-filter): editors
 * write the words; the cards are every `event` entry, read by the block itself.
 */
export const eventPackagesFilterSchema = z.object({
  heading: z.string().trim().min(1),
  intro: optionalText,
});

export type EventPackagesFilterProps = z.output<typeof eventPackagesFilterSchema>;

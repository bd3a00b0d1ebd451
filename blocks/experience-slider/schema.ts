import { z } from 'zod';
import { optionalEntry, optionalText } from '@/lib/cms/fields';
import { segmentSlug } from '@/lib/cms/page';

/** The experience a slider leaves out, by its slug: the one whose page the slider is on. */
const leftOut = z
  .object({
    sys: z.object({ contentType: z.literal('experience') }),
    fields: z.object({ slug: segmentSlug }),
  })
  .transform(({ fields }) => fields.slug);

/**
 * Editors choose the intro and, on an experience's own page, the experience to leave out; the
 * heading is fixed by docs/rules/messages.md#screen-wording and the slides are every experience
 * entry, filtered by the guest's center in the browser.
 */
export const experienceSliderSchema = z.object({
  intro: optionalText,
  exclude: optionalEntry(leftOut),
});

export type ExperienceSliderProps = z.output<typeof experienceSliderSchema>;

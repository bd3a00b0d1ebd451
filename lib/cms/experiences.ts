import 'server-only';
import { z } from 'zod';
import { attractionRuleFields } from '@/lib/attractionRules';
import { VENUE_KEYS } from '@/lib/centers/venues';
import { log } from '@/lib/log';
import { experienceHref } from '@/lib/sitePaths';
import { entryId, optionalEntry, optionalText, picture, richText } from './fields';
import { segmentSlug } from './page';

export const EXPERIENCE_CONTENT_TYPE = 'experience';

/**
 * An experience (bowling, arcade, the leagues…): a card in the experience slider and a page of its
 * own at /experiences/{slug}/ (the leagues: /the-leagues/). `venue` is the venue a center needs
 * for the experience to be on offer there; `sections` are the page's further blocks.
 */
export const experienceEntry = z
  .object({
    sys: z.object({
      id: z.string(),
      contentType: z.literal(EXPERIENCE_CONTENT_TYPE),
      updatedAt: z.string().optional(),
    }),
    fields: z.object({
      title: z.string().trim().min(1),
      slug: segmentSlug,
      venue: z.enum(VENUE_KEYS, `must be one of ${VENUE_KEYS.join(', ')}`),
      tagline: z.string().trim().min(1),
      description: richText,
      linkImage: optionalEntry(picture),
      heroImage: optionalEntry(picture),
      goodFor: z.array(z.string().trim().min(1)).max(8).default([]),
      duration: optionalText,
      priceHint: optionalText,
      ...attractionRuleFields,
      sections: z.array(z.unknown()).default([]),
    }),
  })
  .transform(({ sys, fields }) => ({
    id: sys.id,
    updatedAt: sys.updatedAt,
    ...fields,
    path: experienceHref(fields.slug),
  }));

export type Experience = z.output<typeof experienceEntry>;

/**
 * Experiences the site can show, in the CMS's order; a rejected entry (an empty slide among them)
 * is logged and left out, and a second entry with a slug already taken is too.
 */
export function toExperiences(entries: unknown[]): Experience[] {
  const seen = new Set<string>();
  return entries.flatMap((entry) => {
    const result = experienceEntry.safeParse(entry);
    if (!result.success) {
      log.error(
        { id: entryId(entry), reason: z.prettifyError(result.error) },
        'experience entry rejected',
      );
      return [];
    }
    if (seen.has(result.data.slug)) {
      log.error({ id: result.data.id, slug: result.data.slug }, 'experience slug already taken');
      return [];
    }
    seen.add(result.data.slug);
    return [result.data];
  });
}

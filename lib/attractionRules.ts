import { z } from 'zod';
import { entryId, optionalText } from '@/lib/cms/fields';
import { log } from '@/lib/log';
import { experienceHref } from '@/lib/sitePaths';

/**
 * An attraction's age and height rules, stated once on its experience entry and shown wherever
 * the attraction is offered: its page, every package that includes it, the safety measures that
 * list it. The words are the page's (components/AttractionRules).
 */
export const attractionRuleFields = {
  minimumAge: z.number().int().min(1).max(21).optional(),
  minimumHeightInches: z.number().int().min(30).max(72).optional(),
  ruleNote: optionalText,
};

export interface RuleFacts {
  minimumAge?: number;
  minimumHeightInches?: number;
  ruleNote?: string;
}

export const hasRules = ({ minimumAge, minimumHeightInches, ruleNote }: RuleFacts) =>
  minimumAge !== undefined || minimumHeightInches !== undefined || ruleNote !== undefined;

/** An attraction a package or a safety measure links to, with its rules. */
export interface AttractionRule extends RuleFacts {
  title: string;
  path: string;
}

/**
 * A linked experience, read for its rules only (a link needs no more of the entry); one without
 * rules reads as undefined, so the lists below leave it out.
 */
const linkedAttraction = z
  .object({
    sys: z.object({ contentType: z.literal('experience') }),
    fields: z.object({
      title: z.string().trim().min(1),
      slug: z.string().trim().min(1),
      ...attractionRuleFields,
    }),
  })
  .transform(({ fields: { slug, ...fields } }): AttractionRule | undefined =>
    hasRules(fields) ? { ...fields, path: experienceHref(slug) } : undefined,
  );

/**
 * The rules of the linked attractions that have any; a link that is not to a published experience
 * is logged and left out, so one slip never hides the package.
 */
export const attractionRules = z
  .array(z.unknown())
  .default([])
  .transform((links) =>
    links.flatMap((link) => {
      const result = linkedAttraction.safeParse(link);
      if (result.success) return result.data ? [result.data] : [];
      log.warn(
        { id: entryId(link), reason: z.prettifyError(result.error) },
        'linked attraction ignored',
      );
      return [];
    }),
  );

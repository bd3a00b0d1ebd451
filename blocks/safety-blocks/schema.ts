import { z } from 'zod';
import { attractionRules } from '@/lib/attractionRules';
import { entryList, optionalEntry, section, siteLink } from '@/lib/cms/fields';
import { pdfAsset } from '@/lib/cms/assets';
import { SAFETY_ICONS } from './icons';

/**
 * One safety measure: what the venues do, with its icon, and where to read more (a page, or a
 * document such as the allergen guide).
 */
const safetyMeasure = z
  .object({
    sys: z.object({ id: z.string(), contentType: z.literal('safetyMeasure') }),
    fields: z.object({
      title: z.string().trim().min(1).max(80),
      text: z.string().trim().min(1).max(400),
      icon: z.enum(SAFETY_ICONS),
      link: optionalEntry(siteLink),
      document: optionalEntry(pdfAsset),
      attractions: attractionRules,
    }),
  })
  .transform(({ sys, fields }) => ({ id: sys.id, ...fields }));

export type SafetyMeasure = z.output<typeof safetyMeasure>;

/**
 * Safety blocks (docs/rules/screens-and-routes.md#information-and-navigation): a grid of the
 * measures the venues take. A measure that fails to parse is logged and left out.
 */
export const safetyBlocksSchema = section(
  { measures: entryList(safetyMeasure, 'safetyMeasure', { min: 1, max: 12 }) },
  { headingMax: 100 },
);

export type SafetyBlocksProps = z.output<typeof safetyBlocksSchema>;

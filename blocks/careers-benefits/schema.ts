import { z } from 'zod';
import { entryList, optionalText } from '@/lib/cms/fields';
import { contentItem } from '../shared/contentItem';

/**
 * The careers benefits (docs/rules/screens-and-routes.md#careers): cards that show their text on
 * hover or click (docs/rules/states.md#careers-benefit-card). A benefit is a content item: title,
 * the text the card reveals (excerpt) and an icon (linkImage). A card with nothing to reveal is
 * skipped.
 */
export const careersBenefitsSchema = z.object({
  heading: z.string().trim().min(1),
  intro: optionalText,
  benefits: entryList(
    contentItem.refine(
      (benefit) => benefit.excerpt,
      'a benefit needs the text it reveals (excerpt)',
    ),
    'contentItem',
    { min: 1, max: 12 },
  ),
});

export type CareersBenefitsProps = z.output<typeof careersBenefitsSchema>;

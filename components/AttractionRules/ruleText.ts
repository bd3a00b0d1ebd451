import type { RuleFacts } from '@/lib/attractionRules';
import { translator, type Locale } from '@/lib/i18n';

/**
 * 'Ages 7 and up, at least 42 inches tall. Adults are welcome in every game.' in the page's
 * language (the note is the CMS's own words); undefined for an attraction without rules.
 */
export function attractionRuleText(
  { minimumAge: age, minimumHeightInches: height, ruleNote }: RuleFacts,
  locale: Locale,
): string | undefined {
  const t = translator('AttractionRules', locale);
  const limits =
    age !== undefined && height !== undefined
      ? t('ageAndHeight', { age, height })
      : age !== undefined
        ? t('age', { age })
        : height !== undefined
          ? t('height', { height })
          : undefined;
  const note = ruleNote && (/[.!?]$/.test(ruleNote) ? ruleNote : `${ruleNote}.`);
  const sentences = [limits, note].filter(Boolean);
  return sentences.length > 0 ? sentences.join(' ') : undefined;
}

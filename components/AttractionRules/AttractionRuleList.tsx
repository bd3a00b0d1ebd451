import { SiteLink } from '@/components/SiteLink.client';
import type { AttractionRule } from '@/lib/attractionRules';
import type { Locale } from '@/lib/i18n';
import { attractionRuleText } from './ruleText';
import styles from './AttractionRuleList.module.css';

/**
 * Each attraction's age and height rules, its name leading to its page: beside a package that
 * includes it, or under a safety measure. The rules come from the attraction's own entry.
 */
export function AttractionRuleList({
  attractions,
  className,
  label,
  locale,
}: {
  attractions: readonly AttractionRule[];
  locale: Locale;
  className?: string;
  /** The list's name for screen readers, when no heading names it. */
  label?: string;
}) {
  if (attractions.length === 0) return null;
  return (
    <ul role="list" className={`${styles.rules} ${className ?? ''}`} aria-label={label}>
      {attractions.map((attraction) => (
        <li key={attraction.path}>
          <SiteLink href={attraction.path} className={styles.name}>
            {attraction.title}
          </SiteLink>
          {`: ${attractionRuleText(attraction, locale)}`}
        </li>
      ))}
    </ul>
  );
}

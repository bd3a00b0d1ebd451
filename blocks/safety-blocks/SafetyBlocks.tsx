import { kilobytesOf } from '@/lib/format';
import { hidden } from '@/components/richTags';
import { SiteLink } from '@/components/SiteLink.client';
import { AttractionRuleList } from '@/components/AttractionRules/AttractionRuleList';
import { translator, type Locale } from '@/lib/i18n';
import { isInternalHref } from '@/lib/links';
import { HeadedSection } from '../shared/HeadedSection';
import { SafetyIconBadge } from './icons';
import type { SafetyBlocksProps, SafetyMeasure } from './schema';
import type { BlockProps } from '../defineBlock';
import cardStyles from '@/components/cards.module.css';
import styles from './SafetyBlocks.module.css';

/** Safety measures in a grid of cards, each with its icon and, where there is one, more to read. */
export function SafetyBlocks({ heading, intro, measures, context }: BlockProps<SafetyBlocksProps>) {
  return (
    <HeadedSection heading={heading} intro={intro} className={`backdrop ${styles.safetyBlocks}`}>
      <ul className={`${cardStyles.grid} ${styles.grid}`} role="list">
        {measures.map((measure) => (
          <li key={measure.id} className={styles.measure}>
            <SafetyIconBadge icon={measure.icon} className={styles.icon} />
            <h3 className={styles.title}>{measure.title}</h3>
            <p className={styles.text}>{measure.text}</p>
            <AttractionRuleList
              attractions={measure.attractions}
              label={measure.title}
              locale={context.locale}
            />
            <MoreLinks measure={measure} locale={context.locale} />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

function MoreLinks({
  measure: { title, link, document },
  locale,
}: {
  measure: SafetyMeasure;
  locale: Locale;
}) {
  if (!link && !document) return null;
  const t = translator('Blocks', locale);
  const size = document?.size && kilobytesOf(document.size);
  return (
    <p className={styles.more}>
      {link &&
        (isInternalHref(link.href) ? (
          <SiteLink href={link.href}>
            {link.label}
            <span className="visually-hidden">: {title}</span>
          </SiteLink>
        ) : (
          <a href={link.href} rel="noopener noreferrer">
            {link.label}
            <span className="visually-hidden">: {title}</span>
          </a>
        ))}
      {document && (
        <a href={document.href} type="application/pdf">
          {size
            ? t.rich('downloadGuideOfSize', { title, size, hidden })
            : t.rich('downloadGuide', { title, hidden })}
        </a>
      )}
    </p>
  );
}

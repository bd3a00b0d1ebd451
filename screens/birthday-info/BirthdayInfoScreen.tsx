import type { ReactNode } from 'react';
import { translator, type Locale } from '@/lib/i18n';
import type { Translations } from '@/lib/i18n/say';
import type { CenterSummary } from '@/lib/centers/nearest';
import { BOOKING_WIDGET_HREF } from '@/lib/sitePaths';
import type { PackageOption } from '@/forms/birthday/request';
import { BirthdayInfoIsland } from './BirthdayInfoIsland.lazy';
import styles from './BirthdayInfoScreen.module.css';

interface BirthdayInfoScreenProps {
  centers: CenterSummary[];
  packages: readonly PackageOption[];
  /** Where a family with no party starts: the booking selector. */
  start: ReactNode;
  locale: Locale;
  /** The booking's words in the page's language (none on an English page). */
  translations: Translations;
}

/**
 * The info step's page: a static hero band with the h1 and what is true at every step, then the
 * island, which shows the step the family is at.
 */
export function BirthdayInfoScreen({ locale, ...props }: BirthdayInfoScreenProps) {
  const t = translator('BirthdayInfoPage', locale);
  return (
    <>
      <section className={styles.hero} aria-labelledby="birthday-info-heading">
        <div className={`container ${styles.inner}`}>
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h1 id="birthday-info-heading" className={styles.heading}>
            {t('title')}
          </h1>
          <p className={styles.lead}>{t('lead')}</p>
        </div>
      </section>
      <div className={`container ${styles.body}`}>
        <BirthdayInfoIsland {...props} selectorHref={BOOKING_WIDGET_HREF} />
      </div>
    </>
  );
}

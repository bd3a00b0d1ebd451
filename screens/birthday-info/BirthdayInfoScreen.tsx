import type { ReactNode } from 'react';
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
}

/**
 * The info step's page: a static hero band with the h1 and what is true at every step, then the
 * island, which shows the step the family is at.
 */
export function BirthdayInfoScreen(props: BirthdayInfoScreenProps) {
  return (
    <>
      <section className={styles.hero} aria-labelledby="birthday-info-heading">
        <div className={`container ${styles.inner}`}>
          <p className={styles.eyebrow}>Birthday booking</p>
          <h1 id="birthday-info-heading" className={styles.heading}>
            Plan Your Birthday Party
          </h1>
          <p className={styles.lead}>
            Your center checks the date and confirms the details with you. Nothing is charged now.
          </p>
        </div>
      </section>
      <div className={`container ${styles.body}`}>
        <BirthdayInfoIsland {...props} selectorHref={BOOKING_WIDGET_HREF} />
      </div>
    </>
  );
}

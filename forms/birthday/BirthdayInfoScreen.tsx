import type { CenterSelectGroup } from '@/components/CenterSelect';
import { QueryProvider } from '@/components/QueryProvider.client';
import { BOOKING_WIDGET_HREF } from '@/lib/sitePaths';
import { BirthdayInfo } from './BirthdayInfo.client';
import type { CenterOption } from './BookingForm.client';
import type { PackageOption } from './request';
import styles from './BirthdayInfoScreen.module.css';

interface BirthdayInfoScreenProps {
  centerGroups: readonly CenterSelectGroup[];
  centers: readonly CenterOption[];
  packages: readonly PackageOption[];
}

/** The info step's page: a static hero band with the h1 and the rules, then the island. */
export function BirthdayInfoScreen(props: BirthdayInfoScreenProps) {
  return (
    <>
      <section className={styles.hero} aria-labelledby="birthday-info-heading">
        <div className={`container ${styles.inner}`}>
          <p className={styles.eyebrow}>Birthday booking · Step 2 of 2</p>
          <h1 id="birthday-info-heading" className={styles.heading}>
            Plan Your Birthday Party
          </h1>
          <p className={styles.lead}>
            Check your party, tell us how to reach you and pick a package. Your center confirms the
            details with you.
          </p>
        </div>
      </section>
      <div className={`container ${styles.body}`}>
        <QueryProvider>
          <BirthdayInfo {...props} selectorHref={BOOKING_WIDGET_HREF} />
        </QueryProvider>
      </div>
    </>
  );
}

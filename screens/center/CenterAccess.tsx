import Image from 'next/image';
import { SiteLink } from '@/components/SiteLink.client';
import { OpeningHoursTable } from '@/components/OpeningHoursTable';
import type { AccessFeature, Center } from '@/lib/centers';
import { telHref } from '@/lib/centers/phone';
import { speechOf, translator, type Locale } from '@/lib/i18n';
import { ACCESSIBILITY_PATH } from '@/lib/sitePaths';
import hoursStyles from './CenterScreen.module.css';
import styles from './CenterAccess.module.css';

/** Each access feature's message in the catalogue's `Access` namespace. */
const FEATURE_MESSAGES = {
  'step-free-entrance': 'stepFreeEntrance',
  'accessible-parking': 'accessibleParking',
  'accessible-restrooms': 'accessibleRestrooms',
  'wheelchair-accessible-lanes': 'wheelchairAccessibleLanes',
  'bowling-ramps': 'bowlingRamps',
  'quiet-room': 'quietRoom',
  'ear-defenders': 'earDefenders',
} as const satisfies Record<AccessFeature, string>;

/** A badge beside each line: decoration, as the line says what it means. */
function AccessIcon({ name }: { name: string }) {
  return (
    <Image
      src={`/art/access/${name}.svg`}
      alt=""
      width={48}
      height={48}
      unoptimized
      className={styles.icon}
    />
  );
}

/**
 * What the center offers for access and when it runs sensory-friendly sessions, when its entry
 * says so; the accessibility page says what every center offers and how to ask for more.
 */
export function CenterAccess({
  center,
  title,
  locale,
}: {
  center: Center;
  title: string;
  locale: Locale;
}) {
  const { accessFeatures, sensoryFriendlySessions } = center;
  if (accessFeatures.length === 0 && sensoryFriendlySessions.length === 0) return null;
  const t = translator('Access', locale);
  const heading = t('heading', { center: title });
  return (
    <section className={`section ${styles.access}`} aria-labelledby="access-heading">
      <div className={`container ${styles.inner}`}>
        <div className={styles.intro}>
          <h2 id="access-heading" className="section-heading">
            {heading}
          </h2>
          <p>
            {t('planYourVisit')} <a href={telHref(center.phone)}>{center.phone}</a>.
          </p>
        </div>
        {accessFeatures.length > 0 && (
          <ul role="list" className={styles.features} aria-label={heading}>
            {accessFeatures.map((feature) => (
              <li key={feature}>
                <AccessIcon name={feature} />
                {t(FEATURE_MESSAGES[feature])}
              </li>
            ))}
          </ul>
        )}
        {sensoryFriendlySessions.length > 0 && (
          <div className={styles.sessions}>
            <AccessIcon name="sensory-friendly-sessions" />
            <h3 id="sensory-heading" className={styles.sessionsHeading}>
              {t('sensorySessions')}
            </h3>
            <OpeningHoursTable
              hours={sensoryFriendlySessions}
              className={`${hoursStyles.hours} ${styles.sessionTimes}`}
              speech={speechOf(['OpenNow'], locale)}
              aria-labelledby="sensory-heading"
            />
            <SiteLink href={ACCESSIBILITY_PATH} className={styles.more}>
              {t('whatIsASession')}
            </SiteLink>
          </div>
        )}
      </div>
    </section>
  );
}

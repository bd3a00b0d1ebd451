import Image from 'next/image';
import Link from 'next/link';
import { OpeningHoursTable } from '@/components/OpeningHoursTable';
import type { Center } from '@/lib/centers';
import { ACCESS_FEATURE_LABELS } from '@/lib/centers/access';
import { telHref } from '@/lib/centers/phone';
import { ACCESSIBILITY_PATH } from '@/lib/sitePaths';
import styles from './CenterAccess.module.css';

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
export function CenterAccess({ center, title }: { center: Center; title: string }) {
  const { accessFeatures, sensoryFriendlySessions } = center;
  if (accessFeatures.length === 0 && sensoryFriendlySessions.length === 0) return null;
  return (
    <section className={`section ${styles.access}`} aria-labelledby="access-heading">
      <div className={`container ${styles.inner}`}>
        <div className={styles.intro}>
          <h2 id="access-heading" className="section-heading">
            {`Access at ${title}`}
          </h2>
          <p>
            Call us before your visit and the crew will help you plan it:{' '}
            <a href={telHref(center.phone)}>{center.phone}</a>.
          </p>
        </div>
        {accessFeatures.length > 0 && (
          <ul role="list" className={styles.features} aria-label={`Access at ${title}`}>
            {accessFeatures.map((feature) => (
              <li key={feature}>
                <AccessIcon name={feature} />
                {ACCESS_FEATURE_LABELS[feature]}
              </li>
            ))}
          </ul>
        )}
        {sensoryFriendlySessions.length > 0 && (
          <div className={styles.sessions}>
            <AccessIcon name="sensory-friendly-sessions" />
            <h3 id="sensory-heading" className={styles.sessionsHeading}>
              Sensory-friendly sessions
            </h3>
            <OpeningHoursTable
              hours={sensoryFriendlySessions}
              className={styles.sessionTimes}
              aria-labelledby="sensory-heading"
            />
            <Link href={ACCESSIBILITY_PATH} className={styles.more}>
              What a sensory-friendly session is
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}

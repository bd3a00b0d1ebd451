import { ButtonLink } from '@/components/Button/Button';
import { LottieAnimation } from '@/components/LottieAnimation/LottieAnimation.lazy';
import { OpeningHoursTable } from '@/components/OpeningHoursTable';
import type { Center } from '@/lib/centers';
import { cityLine } from '@/lib/centers/directions';
import { siteNow } from '@/lib/clock';
import { renderAgainAt } from '@/lib/cms/revalidation';
import { anchorFor } from '@/lib/format';
import { speechOf, translator, type Locale } from '@/lib/i18n';
import { centerPath } from '@/lib/sitePaths';
import type { BlockProps } from '../defineBlock';
import { CountdownIsland } from './Countdown.lazy';
import type { CountdownProps } from './schema';
import { COUNTDOWN_WORDS } from './words';
import styles from './Countdown.module.css';

/** Formatted here, once, so the browser shows the server's words and hydration always matches. */
const opensLabel = (locale: string, timeZone: string, opensAt: number) =>
  new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(opensAt);

/**
 * Countdown to a grand opening, between two confetti bursts. The server draws the heading, the
 * opening date and a placeholder count of the same size; the browser fills in the count once it
 * has a clock (docs/decisions/0021-grand-opening-safety-app.md). From the opening moment on (the
 * published page is rendered again then), a section naming its center shows that center's hours
 * and page instead of the count.
 */
export async function Countdown({
  heading,
  headingSpanish,
  opensAt,
  timeZone,
  openMessage,
  openMessageSpanish,
  center,
  context,
}: BlockProps<CountdownProps>) {
  const anchor = anchorFor(heading);
  const now = siteNow();
  if (!context.draft) await renderAgainAt(opensAt, now);
  const isOpen = center !== undefined && now.getTime() >= opensAt;
  return (
    <section
      id={anchor}
      className={`section ${styles.countdown}`}
      aria-labelledby={`${anchor}-heading`}
    >
      <LottieAnimation
        src="/cms-assets/campaign-confetti.json"
        still={CONFETTI_STILL}
        decorative
        fit="cover"
        pauseLabel={translator('Countdown', context.locale)('pauseConfetti')}
        className={styles.confetti}
      />
      <div className="container">
        {isOpen ? (
          <NowOpen
            headingId={`${anchor}-heading`}
            center={center}
            message={openMessage ?? COUNTDOWN_WORDS.en.open}
            messageSpanish={openMessageSpanish ?? COUNTDOWN_WORDS.es.open}
            locale={context.locale}
          />
        ) : (
          <CountdownIsland
            headingId={`${anchor}-heading`}
            heading={{ en: heading, es: headingSpanish }}
            opensAt={opensAt}
            opensLabel={{
              en: opensLabel('en-US', timeZone, opensAt),
              es: opensLabel('es-US', timeZone, opensAt),
            }}
            openMessage={{ en: openMessage, es: openMessageSpanish }}
          />
        )}
      </div>
    </section>
  );
}

/** The opened center: the open message, where it is and when it is open, and its page. */
function NowOpen({
  headingId,
  center,
  message,
  messageSpanish,
  locale,
}: {
  headingId: string;
  center: Center;
  message: string;
  messageSpanish: string;
  locale: Locale;
}) {
  const t = translator('Countdown', locale);
  return (
    <div className={styles.inner}>
      <h2 id={headingId} className={styles.heading}>
        {message}
      </h2>
      <p lang="es" className={styles.opens}>
        {messageSpanish}
      </p>
      <address className={styles.address}>
        {center.address}, {cityLine(center)}
      </address>
      {center.hours.length > 0 && (
        <OpeningHoursTable
          hours={center.hours}
          className={styles.hours}
          speech={speechOf(['OpenNow'], locale)}
          aria-label={t('openingHoursOf', { center: center.name })}
        />
      )}
      <ButtonLink href={centerPath(center.slug)} variant="light">
        {t('planYourVisit')}{' '}
        <span className="visually-hidden">{t('toCenter', { center: center.name })}</span>
      </ButtonLink>
    </div>
  );
}

/** The confetti's first frame, drawn until the animation takes over. */
const CONFETTI_STILL = { src: '/cms-assets/campaign-confetti.svg', width: 1200, height: 400 };

import { LottieAnimation } from '@/components/LottieAnimation/LottieAnimation.lazy';
import { anchorFor } from '@/lib/format';
import { CountdownIsland } from './Countdown.lazy';
import type { CountdownProps } from './schema';
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
 * has a clock (docs/decisions/0021-grand-opening-safety-app.md).
 */
export function Countdown({
  heading,
  headingSpanish,
  opensAt,
  timeZone,
  openMessage,
  openMessageSpanish,
}: CountdownProps) {
  const anchor = anchorFor(heading);
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
        pauseLabel="Pause the confetti animation"
        className={styles.confetti}
      />
      <div className="container">
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
      </div>
    </section>
  );
}

/** The confetti's first frame, drawn until the animation takes over. */
const CONFETTI_STILL = { src: '/cms-assets/campaign-confetti.svg', width: 1200, height: 400 };

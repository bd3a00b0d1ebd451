import type { Season } from '@/lib/platform/schemas';
import styles from './PassCardArt.module.css';

/** Bar widths of the card's barcode, laid out once. */
const BARS = [
  8, 4, 6, 4, 4, 10, 4, 6, 8, 4, 10, 4, 4, 6, 4, 10, 6, 4, 4, 8, 6, 4, 10, 4, 6, 4, 8,
].reduce<{ x: number; width: number }[]>((bars, width) => {
  const last = bars[bars.length - 1];
  return [...bars, { x: last ? last.x + last.width + 4 : 48, width }];
}, []);

/**
 * A season pass card with the number under its barcode pointed out: decoration that also shows
 * where the card number is (the form says it in words).
 */
export function PassCardArt({
  season,
  callout,
  className,
}: {
  season: Season;
  /** The words pointing at the number, in the page's language; the card itself is printed in English. */
  callout: string;
  className?: string;
}) {
  const look = season === 'WINTER' ? styles.winter : styles.summer;
  return (
    <div className={[styles.art, look, className].filter(Boolean).join(' ')} aria-hidden="true">
      <svg viewBox="0 0 360 240" className={styles.card} focusable="false">
        <defs>
          <linearGradient id={`pass-${season}`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" className={styles.stopStart} />
            <stop offset="1" className={styles.stopEnd} />
          </linearGradient>
          <clipPath id={`pass-shape-${season}`}>
            <rect x="4" y="4" width="352" height="232" rx="22" />
          </clipPath>
        </defs>
        <rect x="4" y="4" width="352" height="232" rx="22" fill={`url(#pass-${season})`} />
        <circle
          cx="320"
          cy="40"
          r="60"
          className={styles.glow}
          clipPath={`url(#pass-shape-${season})`}
        />
        <text x="28" y="52" className={styles.brand}>
          SEASON PASS
        </text>
        <text x="28" y="86" className={styles.season}>
          {season}
        </text>
        <rect x="28" y="112" width="304" height="104" rx="12" className={styles.label} />
        {BARS.map((bar) => (
          <rect
            key={bar.x}
            x={bar.x}
            y="124"
            width={bar.width}
            height="50"
            className={styles.bar}
          />
        ))}
        <text x="180" y="202" textAnchor="middle" className={styles.digits}>
          1 2 3 4 5 6 7 8 9 0 1
        </text>
        <rect x="36" y="182" width="288" height="28" rx="8" className={styles.highlight} />
      </svg>
      <p className={styles.callout}>{callout}</p>
    </div>
  );
}

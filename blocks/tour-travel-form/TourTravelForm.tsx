import { anchorFor } from '@/lib/format';
import type { TourTravelFormProps } from './schema';
import styles from './TourTravelForm.module.css';

/**
 * The tour and travel operators' own form, framed. The frame loads when it nears the screen, may
 * run the form's scripts, post it and open its links in new windows, and nothing more (no top
 * navigation, no downloads). The link below it opens the same form where a frame cannot show it:
 * a blocked third party, a privacy extension or a very small screen.
 */
export function TourTravelForm({ heading, intro, formUrl, height, title }: TourTravelFormProps) {
  const anchor = anchorFor(heading);
  return (
    <section
      id={anchor}
      className={`section container ${styles.tourTravel}`}
      aria-labelledby={`${anchor}-heading`}
    >
      <h2 id={`${anchor}-heading`} className="section-heading">
        {heading}
      </h2>
      {intro && <p className={styles.intro}>{intro}</p>}
      <iframe
        className={styles.frame}
        src={formUrl}
        title={title}
        height={height}
        loading="lazy"
        sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <p className={styles.fallback}>
        <a href={formUrl} target="_blank" rel="noopener noreferrer">
          Open the form in a new tab
        </a>
      </p>
    </section>
  );
}

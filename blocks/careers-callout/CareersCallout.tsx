import { ButtonLink } from '@/components/Button/Button';
import { Picture } from '@/components/Picture';
import gradients from '@/components/gradients.module.css';
import { anchorFor } from '@/lib/format';
import type { CareersCalloutProps } from './schema';
import styles from './CareersCallout.module.css';

/** A bold band that sends job seekers on: heading, a line of text, one button, optional art. */
export function CareersCallout({ eyebrow, heading, text, cta, image, theme }: CareersCalloutProps) {
  const anchor = anchorFor(heading);
  return (
    <section id={anchor} className="section" aria-labelledby={`${anchor}-heading`}>
      <div className={`container ${styles.callout} ${gradients[theme]}`}>
        <div className={styles.copy}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={`${anchor}-heading`} className={styles.heading}>
            {heading}
          </h2>
          {text && <p className={styles.text}>{text}</p>}
          <ButtonLink href={cta.href} variant="sun" className={styles.cta}>
            {cta.label}
          </ButtonLink>
        </div>
        {image && (
          <Picture image={image} sizes="(max-width: 991px) 80vw, 420px" className={styles.art} />
        )}
      </div>
    </section>
  );
}

import type { ButtonVariant } from '@/components/Button/Button';
import { anchorFor } from '@/lib/format';
import { CallToAction } from '../shared/CallToAction';
import { PromoArt } from '../shared/PromoArt';
import type { SpecialBannerProps } from './schema';
import styles from './SpecialBanner.module.css';

/** The button that stands out on each theme's background. */
const BUTTON: Record<SpecialBannerProps['theme'], ButtonVariant> = {
  sun: 'primary',
  grape: 'sun',
  pink: 'light',
};

/** A bold, full-width promotion: a label, a heading, a line of text, a button and a picture. */
export function SpecialBanner({ eyebrow, heading, text, image, cta, theme }: SpecialBannerProps) {
  const headingId = `${anchorFor(heading)}-banner`;
  return (
    <section
      className={`band ${styles.banner} ${styles[theme]} ${image ? styles.withImage : ''}`}
      aria-labelledby={headingId}
    >
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          {text && <p className={styles.text}>{text}</p>}
        </div>
        <CallToAction cta={cta} variant={BUTTON[theme]} frameClassName={styles.actions} />
        <PromoArt image={image} sizes="(max-width: 991px) 90vw, 420px" looks={styles} />
      </div>
    </section>
  );
}

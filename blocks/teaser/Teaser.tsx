import { CallToAction } from '../shared/CallToAction';
import { PromoArt } from '../shared/PromoArt';
import type { TeaserProps } from './schema';
import styles from './Teaser.module.css';

/** A short, loud promotion that sends the guest somewhere. */
export function Teaser({ heading, text, image, cta, theme }: TeaserProps) {
  return (
    <section className="section container">
      <div className={`${styles.teaser} ${styles[theme]}`}>
        <div className={styles.copy}>
          <h2>{heading}</h2>
          {text && <p>{text}</p>}
          <CallToAction cta={cta} variant="light" />
        </div>
        <PromoArt image={image} looks={styles} />
      </div>
    </section>
  );
}

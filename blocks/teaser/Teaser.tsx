import { ButtonLink } from '@/components/Button/Button';
import { Picture } from '@/components/Picture';
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
          {cta && (
            <ButtonLink href={cta.href} variant="light">
              {cta.label}
            </ButtonLink>
          )}
        </div>
        {image && (
          <div className={styles.art}>
            <Picture image={image} sizes="(max-width: 991px) 90vw, 40vw" />
          </div>
        )}
      </div>
    </section>
  );
}

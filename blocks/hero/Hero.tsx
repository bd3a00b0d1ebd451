import { ButtonLink } from '@/components/Button/Button';
import { Picture } from '@/components/Picture';
import type { HeroProps } from './schema';
import gradients from '@/components/gradients.module.css';
import heroes from '@/components/heroes.module.css';
import styles from './Hero.module.css';

/**
 * The page's opening banner; its heading is the page's h1. The primary button is the solid one;
 * when it points at a section of the page ('#tell-us-about-your-event', an enquiry form's heading)
 * the browser jumps there, below the sticky header (the page's scroll-padding), with no script.
 */
export function Hero({
  eyebrow,
  heading,
  text,
  image,
  primaryCta,
  secondaryCta,
  theme,
}: HeroProps) {
  return (
    <section className={`${styles.hero} ${gradients[theme]}`} aria-labelledby="page-heading">
      <div className={`container ${styles.inner}`}>
        <div>
          {eyebrow && <p className={heroes.eyebrow}>{eyebrow}</p>}
          <h1 id="page-heading" className={heroes.heading}>
            {heading}
          </h1>
          {text && <p className={styles.text}>{text}</p>}
          {(primaryCta || secondaryCta) && (
            <div className={styles.actions}>
              {primaryCta && (
                <ButtonLink href={primaryCta.href} variant="sun">
                  {primaryCta.label}
                </ButtonLink>
              )}
              {secondaryCta && (
                <ButtonLink href={secondaryCta.href} variant="outline">
                  {secondaryCta.label}
                </ButtonLink>
              )}
            </div>
          )}
        </div>
        {image && (
          <div className={styles.art}>
            <Picture image={image} sizes="(max-width: 991px) 100vw, 55vw" priority />
          </div>
        )}
      </div>
    </section>
  );
}

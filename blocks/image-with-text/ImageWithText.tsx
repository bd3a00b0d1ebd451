import { ButtonLink } from '@/components/Button/Button';
import { Picture } from '@/components/Picture';
import { RichText } from '@/components/RichText';
import type { ImageWithTextProps } from './schema';
import styles from './ImageWithText.module.css';

export function ImageWithText({ heading, body, image, imagePosition, cta }: ImageWithTextProps) {
  return (
    <section
      className={`section container ${styles.imageWithText} ${imagePosition === 'right' ? styles.right : ''}`}
    >
      <div className={styles.art}>
        <Picture image={image} sizes="(max-width: 991px) 100vw, 50vw" />
      </div>
      <div>
        <h2>{heading}</h2>
        <RichText document={body} />
        {cta && (
          <ButtonLink href={cta.href} className={styles.cta}>
            {cta.label}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}

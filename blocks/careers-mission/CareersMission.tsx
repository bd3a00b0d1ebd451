import { Picture } from '@/components/Picture';
import { anchorFor } from '@/lib/format';
import type { CareersMissionProps } from './schema';
import styles from './CareersMission.module.css';

/** The crew's mission in large type, signed, with an illustration. */
export function CareersMission({ heading, statement, signature, image }: CareersMissionProps) {
  const anchor = anchorFor(heading);
  return (
    <section
      id={anchor}
      className={`section backdrop ${styles.mission}`}
      aria-labelledby={`${anchor}-heading`}
    >
      <div className={`container ${styles.inner}`}>
        {image && (
          <Picture image={image} sizes="(max-width: 991px) 90vw, 480px" className={styles.art} />
        )}
        <figure className={styles.figure}>
          <h2 id={`${anchor}-heading`} className={styles.heading}>
            {heading}
          </h2>
          <blockquote className={styles.statement}>
            <p>{statement}</p>
          </blockquote>
          {signature && <figcaption className={styles.signature}>{signature}</figcaption>}
        </figure>
      </div>
    </section>
  );
}

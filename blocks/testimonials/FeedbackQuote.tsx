import { Picture } from '@/components/Picture';
import type { Feedback } from './feedback';
import styles from './FeedbackQuote.module.css';

/** 'Maya R.' → 'MR': the portrait's stand-in when the entry has no image. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}]/gu, '').charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** One quote with its short headline and who said it, from where. */
export function FeedbackQuote({
  feedback: { name, subheading, quote, image, organization, location },
  size = 'regular',
}: {
  feedback: Feedback;
  size?: 'regular' | 'large';
}) {
  const from = [organization, location].filter(Boolean).join(', ');
  return (
    <figure className={`${styles.quote} ${size === 'large' ? styles.large : ''}`}>
      {subheading && <h3 className={styles.subheading}>{subheading}</h3>}
      <blockquote className={styles.words}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.author}>
        {image ? (
          // The name beside it says who this is: the portrait adds nothing for a screen reader.
          <Picture image={image} sizes="64px" alt="" className={styles.portrait} />
        ) : (
          <span className={styles.portrait} aria-hidden="true">
            {initials(name)}
          </span>
        )}
        <span>
          <span className={styles.name}>{name}</span>
          {from && <span className={styles.from}>{from}</span>}
        </span>
      </figcaption>
    </figure>
  );
}

import { Picture } from '@/components/Picture';
import type { Locale } from '@/lib/i18n/locales';
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

/**
 * One quote with its short headline and who said it, from where; marked with its own language on
 * a page in another (an English quote on a Spanish page).
 */
export function FeedbackQuote({
  feedback: { name, subheading, quote, image, organization, location, language },
  locale,
  size = 'regular',
}: {
  feedback: Feedback;
  /** The page's language. */
  locale: Locale;
  size?: 'regular' | 'large';
}) {
  const from = [organization, location].filter(Boolean).join(', ');
  return (
    <figure
      className={`${styles.quote} ${size === 'large' ? styles.large : ''}`}
      lang={language === locale ? undefined : language}
    >
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

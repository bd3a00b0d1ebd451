import { Picture } from '@/components/Picture';
import { anchorFor } from '@/lib/format';
import { CallToAction } from '../shared/CallToAction';
import type { PlaySmartPlaySafeProps } from './schema';
import styles from './PlaySmartPlaySafe.module.css';

/** The house rules as a numbered checklist beside the editor's illustration. */
export function PlaySmartPlaySafe({ heading, text, rules, image, cta }: PlaySmartPlaySafeProps) {
  const anchor = anchorFor(heading);
  return (
    <section
      id={anchor}
      className={`section ${styles.playSmart}`}
      aria-labelledby={`${anchor}-heading`}
    >
      <div className={`container ${styles.layout}`}>
        {image && (
          <Picture image={image} sizes="(max-width: 860px) 100vw, 480px" className={styles.image} />
        )}
        <div className={styles.body}>
          <h2 id={`${anchor}-heading`} className={styles.heading}>
            {heading}
          </h2>
          {text && <p className={styles.text}>{text}</p>}
          <ol className={styles.rules}>
            {rules.map((rule, index) => (
              <li key={`${index}-${rule}`} className={styles.rule}>
                {rule}
              </li>
            ))}
          </ol>
          <CallToAction cta={cta} variant="sun" />
        </div>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { Picture } from '@/components/Picture';
import { translator } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import { CallToAction } from '../shared/CallToAction';
import type { LostPinsHeroProps } from './schema';
import heroes from '@/components/heroes.module.css';
import styles from './LostPinsHero.module.css';

/** A small bowling pin, the mark of each clue. */
function PinMark() {
  return (
    <svg viewBox="0 0 24 40" width="18" height="30" aria-hidden="true" className={styles.pin}>
      <path d="M12 1c3 0 4.5 2.6 4.5 5.4 0 2.4-1.8 4.3-1.8 6.3 0 2.7 3.8 5.4 3.8 11.4 0 5.5-1.5 9.5-2.4 14.9H7.9C7 33.6 5.5 29.6 5.5 24.1c0-6 3.8-8.7 3.8-11.4 0-2-1.8-3.9-1.8-6.3C7.5 3.6 9 1 12 1z" />
      <path d="M9 14.5h6M8.6 17.5h6.8" className={styles.pinStripe} />
    </svg>
  );
}

/**
 * The hunt's opening banner (its heading is the page's h1), then how to play, the clues in order
 * and the prize, side by side from 992 px.
 */
export function LostPinsHero({
  eyebrow,
  heading,
  text,
  dates,
  image,
  rules,
  clues,
  prize,
  cta,
  context,
}: BlockProps<LostPinsHeroProps>) {
  const t = translator('Blocks', context.locale);
  return (
    <section className={styles.lostPinsHero} aria-labelledby="page-heading">
      <div className={`container ${heroes.split}`}>
        <div>
          {eyebrow && <p className={`${heroes.eyebrow} ${styles.eyebrow}`}>{eyebrow}</p>}
          <h1 id="page-heading" className={heroes.heading}>
            {heading}
          </h1>
          {text && <p className={styles.text}>{text}</p>}
          {dates && <p className={styles.dates}>{dates}</p>}
          <CallToAction cta={cta} variant="sun" />
        </div>
        {image && (
          <div className={styles.art}>
            <Picture image={image} sizes="(max-width: 991px) 100vw, 45vw" priority />
          </div>
        )}
      </div>
      <div className={`container ${styles.board}`}>
        <Panel id="lost-pins-rules" heading={t('howToPlay')}>
          <ul className={styles.rules} role="list">
            {rules.map((rule, index) => (
              <li key={`${index}-${rule}`}>{rule}</li>
            ))}
          </ul>
        </Panel>
        <Panel id="lost-pins-clues" heading={t('theClues')} className={styles.cluesPanel}>
          <ol className={styles.clues}>
            {clues.map((clue, index) => (
              <li key={`${index}-${clue}`} className={styles.clue}>
                <span className={styles.number}>
                  <PinMark />
                  {index + 1}
                </span>
                <span>{clue}</span>
              </li>
            ))}
          </ol>
        </Panel>
        <Panel id="lost-pins-prize" heading={t('thePrize')} className={styles.prizePanel}>
          <p className={styles.prize}>{prize}</p>
        </Panel>
      </div>
    </section>
  );
}

/** One panel of the hunt's board, named by its heading. */
function Panel({
  id,
  heading,
  className,
  children,
}: {
  id: string;
  heading: string;
  /** The panel's own look. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={className ? `${styles.panel} ${className}` : styles.panel}
      aria-labelledby={id}
    >
      <h2 id={id} className={styles.panelHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

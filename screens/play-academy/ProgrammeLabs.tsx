import Image from 'next/image';
import type { ReactNode } from 'react';
import { translator, type Locale } from '@/lib/i18n';
import { LAB_CARDS, type LabId } from './programme';
import styles from './PlayAcademy.module.css';

/** Each lab's words in the catalogue: its heading, its text and what its picture shows. */
const LAB_WORDS = {
  bowling: { heading: 'bowlingHeading', text: 'bowlingText', image: 'bowlingImage' },
  arcade: { heading: 'arcadeHeading', text: 'arcadeText', image: 'arcadeImage' },
  'laser-tag': { heading: 'laserTagHeading', text: 'laserTagText', image: 'laserTagImage' },
  pizza: { heading: 'pizzaHeading', text: 'pizzaText', image: 'pizzaImage' },
} as const satisfies Record<LabId, object>;

/** The words the labs' messages stress: the lab's name, the science it teaches. */
const emphasis = {
  strong: (words: ReactNode) => <strong>{words}</strong>,
  em: (words: ReactNode) => <em>{words}</em>,
};

/** The programme's heading and its four lab cards (docs/rules/content-and-data.md#lab-card). */
export function ProgrammeLabs({ locale }: { locale: Locale }) {
  const t = translator('Events', locale);
  return (
    <section className={`container ${styles.labs}`} aria-labelledby="play-academy-labs">
      <h2 id="play-academy-labs" className={styles.labsHeading}>
        {t('labsHeading')}
      </h2>
      <ul className={styles.labCards} role="list">
        {LAB_CARDS.map((lab) => {
          const texts = LAB_WORDS[lab.id];
          return (
            <li key={lab.id} className={styles.labCard}>
              <Image {...lab.image} alt={t(texts.image)} unoptimized className={styles.labImage} />
              <h3 className={styles.labHeading}>{t.rich(texts.heading, emphasis)}</h3>
              <div className={styles.labText}>
                <p>{t.rich(texts.text, emphasis)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

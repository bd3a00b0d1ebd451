import { DecorativeIcon } from '@/components/DecorativeIcon';
import { Picture } from '@/components/Picture';
import type { IncludedExperiencesProps } from './schema';
import { HeadedSection } from '../shared/HeadedSection';
import cardStyles from '@/components/cards.module.css';
import styles from './IncludedExperiences.module.css';

/** What comes with every event package: one icon card per experience. */
export function IncludedExperiences({ heading, intro, experiences }: IncludedExperiencesProps) {
  return (
    <HeadedSection
      heading={heading}
      intro={intro}
      className={`backdrop ${styles.includedExperiences}`}
    >
      <ul className={`${cardStyles.grid} ${styles.grid}`} role="list">
        {experiences.map((experience) => (
          <li key={experience.id} className={styles.card}>
            <div className={styles.icon}>
              {experience.linkImage ? (
                <Picture image={experience.linkImage} sizes="88px" className={styles.image} />
              ) : (
                <CheckMark />
              )}
            </div>
            <div className={styles.copy}>
              <h3 className={styles.title}>{experience.title}</h3>
              {experience.excerpt && <p className={styles.excerpt}>{experience.excerpt}</p>}
            </div>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

/** Stands in for a missing icon, so every card keeps the same shape. */
function CheckMark() {
  return (
    <DecorativeIcon className={styles.check} viewBox="0 0 48 48" size={48}>
      <path d="M13 25l7 7 15-16" />
    </DecorativeIcon>
  );
}

import { translator } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import { HeadedSection } from '../shared/HeadedSection';
import { LinkImage } from '../shared/LinkImage';
import type { CareersCultureProps } from './schema';
import styles from './CareersCulture.module.css';

/** Rows of picture and text that swap sides, then the values as colourful chips. */
export function CareersCulture({
  heading,
  intro,
  sections,
  valuesHeading,
  values,
  context,
}: BlockProps<CareersCultureProps>) {
  return (
    <HeadedSection heading={heading} intro={intro} className={`backdrop ${styles.culture}`}>
      <div className={styles.rows}>
        {sections.map((section) => (
          <article key={section.id} className={styles.row}>
            <LinkImage
              item={section}
              sizes="(max-width: 991px) 90vw, 520px"
              className={styles.image}
            />
            <div>
              {section.tagLine && <p className={styles.tagLine}>{section.tagLine}</p>}
              <h3 className={styles.title}>{section.title}</h3>
              <p className={styles.text}>{section.excerpt}</p>
            </div>
          </article>
        ))}
      </div>
      {values.length > 0 && (
        <div className={styles.values}>
          <h3 className={styles.valuesHeading}>
            {valuesHeading ?? translator('Blocks', context.locale)('whatWeValue')}
          </h3>
          <ul className={styles.chips} role="list">
            {values.map((value) => (
              <li key={value} className={styles.chip}>
                {value}
              </li>
            ))}
          </ul>
        </div>
      )}
    </HeadedSection>
  );
}

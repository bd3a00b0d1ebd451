import { Picture } from '@/components/Picture';
import { HeadedSection } from '../shared/HeadedSection';
import { LinkImage } from '../shared/LinkImage';
import type { AppFeaturesProps } from './schema';
import styles from './AppFeatures.module.css';

/** The app's features around the phone: half on each side from 992 px, in one list below it. */
export function AppFeatures({ heading, intro, features, image }: AppFeaturesProps) {
  return (
    <HeadedSection heading={heading} intro={intro} className={`backdrop ${styles.appFeatures}`}>
      <div className={styles.layout}>
        {image && (
          <Picture image={image} sizes="(max-width: 991px) 70vw, 360px" className={styles.phone} />
        )}
        <ul className={styles.features} role="list">
          {features.map((feature) => (
            <li key={feature.id} className={styles.feature}>
              <LinkImage item={feature} sizes="56px" alt="" className={styles.icon} />
              <div>
                <h3 className={styles.title}>{feature.title}</h3>
                {feature.excerpt && <p className={styles.excerpt}>{feature.excerpt}</p>}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </HeadedSection>
  );
}

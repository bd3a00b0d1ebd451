import { ButtonLink } from '@/components/Button/Button';
import { translator } from '@/lib/i18n';
import { eventCategoryListHref } from '@/lib/sitePaths';
import { Picture } from '@/components/Picture';
import type { BlockProps } from '../defineBlock';
import type { EventSubcategoriesProps } from './schema';
import { HeadedSection } from '../shared/HeadedSection';
import cardStyles from '@/components/cards.module.css';
import styles from './EventSubcategories.module.css';

/** The kinds of event within one category, and a button to every event of the category. */
export function EventSubcategories({
  heading,
  intro,
  category,
  subcategories,
  context,
}: BlockProps<EventSubcategoriesProps>) {
  return (
    <HeadedSection
      heading={heading}
      intro={intro}
      className={`backdrop ${styles.eventSubcategories}`}
    >
      <ul className={`${cardStyles.grid} ${styles.grid}`} role="list">
        {subcategories.map((subcategory) => (
          <li key={subcategory.id} className={`${cardStyles.card} ${styles.card}`}>
            <div className={styles.media}>
              {subcategory.image && (
                <Picture
                  image={subcategory.image}
                  sizes="(max-width: 639px) 100vw, (max-width: 1099px) 50vw, 380px"
                  className={`${cardStyles.image} ${styles.image}`}
                />
              )}
            </div>
            <div className={cardStyles.body}>
              <h3 className={cardStyles.title}>{subcategory.title}</h3>
              {subcategory.description && (
                <p className={styles.description}>{subcategory.description}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <ButtonLink href={eventCategoryListHref(category.slug)} variant="primary">
          {translator('EventPage', context.locale)('viewAll', { category: category.title })}
        </ButtonLink>
      </div>
    </HeadedSection>
  );
}

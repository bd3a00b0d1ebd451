import type { ReactNode } from 'react';
import { Picture } from '@/components/Picture';
import lateParts from '../shared/laterOnPage.module.css';
import { formatPrice } from '@/lib/format';
import { translator, type Locale } from '@/lib/i18n';
import type { Allergen, FoodItem, MenuCategory, MenuSection } from './menu';
import itemStyles from './foodItem.module.css';
import styles from './menuCategory.module.css';

/**
 * How the food menu and the tabbed food menu draw a category, its sections and their items
 * (docs/rules/screens-and-routes.md#food-menu). Headings follow the nesting: the category is an
 * h3 under the block's h2, its sections h4, their items h5, sub-sections one level deeper (h6 at
 * most). Items nested in an item (sizes, choices) are compact lines, not headings.
 */

const ACCENTS = [styles.grape, styles.pink, styles.teal, styles.orange];

const LAYOUTS = { grid: styles.grid, feature: styles.feature, list: itemStyles.list };

/** Each allergen's message: the CMS stores them in the English words the menu prints. */
const ALLERGEN_MESSAGES = {
  milk: 'milk',
  eggs: 'eggs',
  fish: 'fish',
  shellfish: 'shellfish',
  'tree nuts': 'treeNuts',
  peanuts: 'peanuts',
  wheat: 'wheat',
  soy: 'soy',
  sesame: 'sesame',
} as const satisfies Record<Allergen, string>;

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

function Heading({
  level,
  className,
  id,
  children,
}: {
  level: number;
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  const Tag = `h${Math.min(Math.max(level, 2), 6)}` as 'h2';
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

export function MenuCategoryView({
  category,
  anchor,
  accent = 0,
  later = false,
  locale,
}: {
  category: MenuCategory;
  /** The category's id on the page, for the side navigation's links; none inside tabs. */
  anchor?: string;
  /** Which of the four brand colours heads the category. */
  accent?: number;
  /** Past the page's first screen: laid out only near the window (inside a LaterOnPage). */
  later?: boolean;
  locale: Locale;
}) {
  return (
    <section
      id={anchor}
      className={cx(styles.category, ACCENTS[accent % ACCENTS.length], later && lateParts.later)}
    >
      <div className={styles.categoryHero}>
        <div>
          <h3 className={styles.categoryTitle}>{category.title}</h3>
          {category.description && (
            <p className={styles.categoryDescription}>{category.description}</p>
          )}
          {category.callout && <p className={styles.callout}>{category.callout}</p>}
        </div>
        {category.heroImage && (
          <Picture
            image={category.heroImage}
            sizes="(max-width: 991px) 100vw, 380px"
            className={styles.categoryImage}
          />
        )}
      </div>
      {category.menuSections.map((section) => (
        <MenuSectionView key={section.id} section={section} level={4} locale={locale} />
      ))}
    </section>
  );
}

export function MenuSectionView({
  section,
  level,
  compact = false,
  locale,
}: {
  section: MenuSection;
  level: number;
  /** Inside an item card: a smaller section whose items are lines. */
  compact?: boolean;
  locale: Locale;
}) {
  return (
    <section
      className={cx(
        styles.section,
        !compact && level > 4 && styles.nestedSection,
        compact && styles.compact,
      )}
    >
      <div className={styles.sectionHead}>
        <Heading level={level} className={styles.sectionTitle}>
          {section.title}
        </Heading>
        {section.subtitle && <p className={styles.subtitle}>{section.subtitle}</p>}
        {section.minimum && <p className={styles.minimum}>{section.minimum}</p>}
      </div>
      {section.textBlocks.map((text, index) => (
        <p key={index} className={styles.text}>
          {text}
        </p>
      ))}
      {section.images.length > 0 && (
        <div className={styles.images}>
          {section.images.map((image, index) => (
            <Picture
              key={`${image.src}-${index}`}
              image={image}
              sizes="(max-width: 991px) 100vw, 440px"
              className={styles.sectionImage}
            />
          ))}
        </div>
      )}
      {section.items.length > 0 && (
        <ul
          role="list"
          className={cx(styles.items, compact ? itemStyles.lines : LAYOUTS[section.layout])}
        >
          {section.items.map((item) => (
            <FoodItemView
              key={item.id}
              item={item}
              level={level + 1}
              compact={compact}
              locale={locale}
            />
          ))}
        </ul>
      )}
      {section.sections.map((nested) => (
        <MenuSectionView
          key={nested.id}
          section={nested}
          level={level + 1}
          compact={compact}
          locale={locale}
        />
      ))}
      {section.legal && <p className={styles.legal}>{section.legal}</p>}
    </section>
  );
}

export function FoodItemView({
  item,
  level,
  compact = false,
  locale,
}: {
  item: FoodItem;
  level: number;
  compact?: boolean;
  locale: Locale;
}) {
  const t = translator('Food', locale);
  // Grid spans apply in grid sections on large screens only (menuCategory.module.css).
  const spans = {
    'data-row-span': item.rowSpan > 1 ? item.rowSpan : undefined,
    'data-col-span': item.colSpan > 1 ? item.colSpan : undefined,
  };
  if (item.imageOnly && item.image) {
    return (
      <li className={cx(itemStyles.item, itemStyles.imageOnly)} {...spans}>
        <Picture image={item.image} sizes="(max-width: 991px) 100vw, 300px" />
      </li>
    );
  }
  // A line without a price (a meal's choice) shows its calories where the price would be.
  const caloriesInHead = compact && item.price === undefined ? item.calories : undefined;
  const calories = caloriesInHead ? undefined : item.calories;
  const name = compact ? (
    <p className={itemStyles.itemName}>{item.title}</p>
  ) : (
    <Heading level={level} className={itemStyles.itemName}>
      {item.title}
    </Heading>
  );
  return (
    <li className={cx(itemStyles.item, item.featured && itemStyles.featured)} {...spans}>
      {item.image && !compact && (
        <Picture
          image={item.image}
          sizes="(max-width: 991px) 100vw, 300px"
          className={itemStyles.itemImage}
        />
      )}
      {item.featured && (
        <span className={itemStyles.star}>
          <span aria-hidden="true">★</span>
          <span className="visually-hidden">{t('featuredItem')}</span>
        </span>
      )}
      <div className={itemStyles.itemHead}>
        {name}
        {caloriesInHead && (
          <p className={itemStyles.calories}>{t('calories', { calories: caloriesInHead })}</p>
        )}
        {item.price !== undefined && <p className={itemStyles.price}>{formatPrice(item.price)}</p>}
      </div>
      {(item.highlightText || calories) && (
        <p className={itemStyles.meta}>
          {item.highlightText && <span className={itemStyles.highlight}>{item.highlightText}</span>}
          {calories && <span className={itemStyles.calories}>{t('calories', { calories })}</span>}
        </p>
      )}
      {item.description && <p className={itemStyles.description}>{item.description}</p>}
      {item.allergens.length > 0 && (
        <p className={itemStyles.allergens}>
          {t('contains', {
            allergens: item.allergens.map((allergen) => t(ALLERGEN_MESSAGES[allergen])).join(', '),
          })}
        </p>
      )}
      {item.subItems.length > 0 && (
        <ul role="list" className={itemStyles.subItems}>
          {item.subItems.map((subItem, index) => (
            <li key={index}>{subItem}</li>
          ))}
        </ul>
      )}
      {(item.extraTitle || item.extraDescription) && (
        <p className={itemStyles.extra}>
          {item.extraTitle && <strong>{item.extraTitle}</strong>}
          {item.extraTitle && item.extraDescription && ' '}
          {item.extraDescription}
        </p>
      )}
      <ItemOptions item={item} />
      {item.menuItems.length > 0 && (
        <ul role="list" className={cx(styles.items, itemStyles.lines)}>
          {item.menuItems.map((nested) => (
            <FoodItemView key={nested.id} item={nested} level={level + 1} compact locale={locale} />
          ))}
        </ul>
      )}
      {item.menuSections.length > 0 && (
        <div className={itemStyles.itemSections}>
          {item.menuSections.map((section) => (
            <MenuSectionView
              key={section.id}
              section={section}
              level={level + 1}
              compact
              locale={locale}
            />
          ))}
        </div>
      )}
    </li>
  );
}

/** The item's choices in two columns (toppings, sauces), under their title and note. */
function ItemOptions({ item }: { item: FoodItem }) {
  const columns = [item.leftColOptions, item.rightColOptions].filter((list) => list.length > 0);
  if (columns.length === 0 && !item.heading && !item.subHeading) return null;
  return (
    <div className={itemStyles.options}>
      {item.heading && <p className={itemStyles.optionsTitle}>{item.heading}</p>}
      {item.subHeading && <p className={itemStyles.optionsNote}>{item.subHeading}</p>}
      {columns.length > 0 && (
        <div className={itemStyles.optionColumns}>
          {columns.map((options, index) => (
            <ul key={index} role="list">
              {options.map((option, optionIndex) => (
                <li key={optionIndex}>{option}</li>
              ))}
            </ul>
          ))}
        </div>
      )}
    </div>
  );
}

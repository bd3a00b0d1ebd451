import { Tabs } from '@/components/Tabs/Tabs.lazy';
import { formatPrice } from '@/lib/format';
import type { EventMenuProps, MenuPackage } from './schema';
import cardStyles from '@/components/cards.module.css';
import { HeadedSection } from '../shared/HeadedSection';
import styles from './EventMenu.module.css';

/**
 * The menu of an events page: one tab per category with packages, starting with the first
 * (Food Packages when it has any). Every category's cards are rendered here, on the server; only
 * which one is shown lives in the browser.
 */
export function EventMenu({ heading, intro, categories }: EventMenuProps) {
  return (
    <HeadedSection heading={heading} intro={intro} className={styles.eventMenu}>
      <Tabs
        label={`${heading} categories`}
        initialId={categories[0]?.id}
        tabs={categories.map((category) => ({
          id: category.id,
          label: category.label,
          content: (
            <ul className={styles.grid} role="list">
              {category.packages.map((pkg, index) => (
                <PackageCard key={`${pkg.id}-${index}`} pkg={pkg} />
              ))}
            </ul>
          ),
        }))}
      />
    </HeadedSection>
  );
}

function PackageCard({ pkg }: { pkg: MenuPackage }) {
  return (
    <li className={`${cardStyles.card} ${styles.card}`}>
      <div className={cardStyles.body}>
        <h3 className={styles.title}>{pkg.title}</h3>
        {pkg.price !== undefined && (
          <p className={styles.price}>
            <strong className={styles.amount}>{formatPrice(pkg.price)}</strong>
            {pkg.priceUnit && ` ${pkg.priceUnit}`}
          </p>
        )}
        {pkg.description && <p className={styles.description}>{pkg.description}</p>}
        {pkg.items.length > 0 && (
          <>
            <h4 className={styles.includesHeading}>What’s included</h4>
            <ul className={styles.items} role="list">
              {pkg.items.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          </>
        )}
        {pkg.minimumGuests !== undefined && (
          <p className={styles.minimum}>
            Minimum {pkg.minimumGuests} {pkg.minimumGuests === 1 ? 'guest' : 'guests'}
          </p>
        )}
      </div>
    </li>
  );
}

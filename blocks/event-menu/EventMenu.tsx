import { SiteLink } from '@/components/SiteLink.client';
import { Tabs } from '@/components/Tabs/Tabs.lazy';
import { formatPrice } from '@/lib/format';
import { EVENT_ENQUIRY_HREF } from '@/lib/sitePaths';
import { pricedPerGuest, type PricedPackage } from './estimate';
import { GroupEstimate } from './GroupEstimate.lazy';
import type { EventMenuProps, MenuPackage } from './schema';

/** Where the events team takes enquiries, which "Ask for this quote" fills in. */
const [EVENTS_TEAM_PATH = '/contact-us/', EVENTS_TEAM_ANCHOR = ''] = EVENT_ENQUIRY_HREF.split('#');
const EVENTS_TEAM_FORM = { path: EVENTS_TEAM_PATH, anchor: EVENTS_TEAM_ANCHOR };
import cardStyles from '@/components/cards.module.css';
import { HeadedSection } from '../shared/HeadedSection';
import styles from './EventMenu.module.css';

/**
 * The menu of an events page: the tabs Food Packages, Bar Packages, Add Ons and Birthday, one
 * shown at a time, starting with Food Packages (docs/rules/states.md#event-menu-tabs). A category
 * without packages points the guest to the events team instead. Every category's panel is
 * rendered here, on the server; only which one is shown lives in the browser.
 */
export function EventMenu({ heading, intro, categories }: EventMenuProps) {
  return (
    <HeadedSection heading={heading} intro={intro} className={`backdrop ${styles.eventMenu}`}>
      <Tabs
        label={`${heading} categories`}
        initialId={categories[0]?.id}
        tabs={categories.map((category) => ({
          id: category.id,
          label: category.label,
          content:
            category.packages.length > 0 ? (
              <ul className={`${cardStyles.grid} ${styles.grid}`} role="list">
                {category.packages.map((pkg, index) => (
                  <PackageCard key={`${pkg.id}-${index}`} pkg={pkg} />
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>
                <SiteLink href={EVENT_ENQUIRY_HREF}>Ask our events team</SiteLink> about{' '}
                {category.topic} for your event.
              </p>
            ),
        }))}
      />
      <GroupEstimate menu={estimateMenu(categories)} quote={EVENTS_TEAM_FORM} />
    </HeadedSection>
  );
}

/**
 * The packages with a price, as the estimate takes them: the food and bar packages priced for
 * every guest, and the add-ons with the packages priced by the piece (drink tickets, buckets).
 */
function estimateMenu(categories: EventMenuProps['categories']) {
  const priced = (id: string): PricedPackage[] =>
    (categories.find((category) => category.id === id)?.packages ?? []).flatMap((pkg) =>
      pkg.price === undefined
        ? []
        : [
            {
              id: pkg.id,
              title: pkg.title,
              price: pkg.price,
              priceUnit: pkg.priceUnit,
              minimumGuests: pkg.minimumGuests,
            },
          ],
    );
  const [food, bar] = [priced('food'), priced('bar')];
  return {
    food: food.filter(pricedPerGuest),
    bar: bar.filter(pricedPerGuest),
    addOns: [...priced('add-ons'), ...[...food, ...bar].filter((pkg) => !pricedPerGuest(pkg))],
  };
}

function PackageCard({ pkg }: { pkg: MenuPackage }) {
  return (
    <li className={`${cardStyles.card} ${styles.card}`}>
      <div className={`${cardStyles.body} ${styles.body}`}>
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

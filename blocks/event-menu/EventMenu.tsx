import { SiteLink } from '@/components/SiteLink.client';
import { Tabs } from '@/components/Tabs/Tabs.lazy';
import { formatPrice } from '@/lib/format';
import { islandTranslations, translator, type Locale } from '@/lib/i18n';
import { EVENT_ENQUIRY_HREF } from '@/lib/sitePaths';
import type { BlockProps } from '../defineBlock';
import { pricedPerGuest, type PricedPackage } from './estimate';
import { GroupEstimate } from './GroupEstimate.lazy';
import type { EventMenuProps, MenuCategoryId, MenuPackage } from './schema';
import cardStyles from '@/components/cards.module.css';
import { HeadedSection } from '../shared/HeadedSection';
import styles from './EventMenu.module.css';

/** Where the events team takes enquiries, which "Ask for this quote" fills in. */
const [EVENTS_TEAM_PATH = '/contact-us/', EVENTS_TEAM_ANCHOR = ''] = EVENT_ENQUIRY_HREF.split('#');
const EVENTS_TEAM_FORM = { path: EVENTS_TEAM_PATH, anchor: EVENTS_TEAM_ANCHOR };

/** Each tab's name, and what its panel asks the events team about when it has no packages. */
const CATEGORY_WORDS = {
  food: { label: 'foodPackages', askAbout: 'askAboutFood' },
  bar: { label: 'barPackages', askAbout: 'askAboutBar' },
  'add-ons': { label: 'addOns', askAbout: 'askAboutAddOns' },
  birthday: { label: 'birthday', askAbout: 'askAboutBirthday' },
} as const satisfies Record<MenuCategoryId, object>;

/**
 * The menu of an events page: the tabs Food Packages, Bar Packages, Add Ons and Birthday, one
 * shown at a time, starting with Food Packages (docs/rules/states.md#event-menu-tabs). A category
 * without packages points the guest to the events team instead. Every category's panel is
 * rendered here, on the server; only which one is shown lives in the browser.
 */
export function EventMenu({ heading, intro, categories, context }: BlockProps<EventMenuProps>) {
  const t = translator('Events', context.locale);
  return (
    <HeadedSection heading={heading} intro={intro} className={`backdrop ${styles.eventMenu}`}>
      <Tabs
        label={t('menuCategories', { heading })}
        initialId={categories[0]?.id}
        tabs={categories.map((category) => ({
          id: category.id,
          label: t(CATEGORY_WORDS[category.id].label),
          content:
            category.packages.length > 0 ? (
              <ul className={`${cardStyles.grid} ${styles.grid}`} role="list">
                {category.packages.map((pkg, index) => (
                  <PackageCard key={`${pkg.id}-${index}`} pkg={pkg} locale={context.locale} />
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>
                {t.rich(CATEGORY_WORDS[category.id].askAbout, {
                  link: (words) => <SiteLink href={EVENT_ENQUIRY_HREF}>{words}</SiteLink>,
                })}
              </p>
            ),
        }))}
      />
      <GroupEstimate
        menu={estimateMenu(categories)}
        quote={EVENTS_TEAM_FORM}
        translations={islandTranslations(['GroupEstimate'], context.locale)}
      />
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

function PackageCard({ pkg, locale }: { pkg: MenuPackage; locale: Locale }) {
  const t = translator('Events', locale);
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
            <h4 className={styles.includesHeading}>
              {translator('Packages', locale)('whatsIncluded')}
            </h4>
            <ul className={styles.items} role="list">
              {pkg.items.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          </>
        )}
        {pkg.minimumGuests !== undefined && (
          <p className={styles.minimum}>{t('minimumGuests', { count: pkg.minimumGuests })}</p>
        )}
      </div>
    </li>
  );
}

import { AnchorScroll } from '@/components/AnchorScroll.lazy';
import { AttractionRuleList } from '@/components/AttractionRules/AttractionRuleList';
import { CardButtonLink } from '@/components/Button/Button';
import { Picture } from '@/components/Picture';
import { RichText } from '@/components/RichText';
import { getSiteSettings } from '@/lib/cms';
import { bookPackageHref } from '@/forms/birthday/links';
import { anchorFor, formatPrice } from '@/lib/format';
import { translator, type Locale } from '@/lib/i18n';
import { packageBadgeText } from '../shared/packageBadge';
import { FIND_A_LOCATION_PATH } from '@/lib/sitePaths';
import { minimumGuestsFor, packageLinksToLocations, type Package } from '@/lib/packages';
import type { BlockProps } from '../defineBlock';
import type { PackageListProps } from './schema';
import cardStyles from '@/components/cards.module.css';
import styles from './PackageList.module.css';

export const VIRTUAL_ENQUIRY_HREF = '/virtual-team-building/';

/**
 * Birthday or virtual package cards. The 'Best Value!' badge goes to the package named after the
 * company, so the block reads the company name from the site settings (the same cached read the
 * layout makes) rather than asking editors to repeat it.
 */
export async function PackageList(props: BlockProps<PackageListProps>) {
  const { companyName } = await getSiteSettings(props.context);
  return <PackageCards {...props} companyName={companyName} locale={props.context.locale} />;
}

export function PackageCards({
  heading,
  intro,
  packages,
  companyName,
  locale,
}: PackageListProps & { companyName: string; locale: Locale }) {
  return (
    <section id={anchorFor(heading)} className={`backdrop ${styles.packageList}`}>
      <AnchorScroll />
      <div className="section container">
        <h2 className="section-heading">{heading}</h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        <ul className={`${cardStyles.grid} ${styles.grid}`} role="list">
          {packages.map((pkg) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              badge={packageBadgeText(pkg, companyName, locale)}
              locale={locale}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}

function PackageCard({
  pkg,
  badge,
  locale,
}: {
  pkg: Package;
  badge: string | undefined;
  locale: Locale;
}) {
  const t = translator('Packages', locale);
  const image = pkg.imageDesktop ?? pkg.imageMobile;
  const mobileImage = pkg.imageDesktop ? pkg.imageMobile : undefined;
  return (
    <li
      id={pkg.anchor}
      tabIndex={-1}
      className={`${cardStyles.card} ${styles.card} ${pkg.kind === 'virtual' ? styles.virtual : ''}`}
    >
      <div className={styles.media}>
        {image && (
          <Picture
            image={image}
            mobileImage={mobileImage}
            sizes="(max-width: 991px) 100vw, 33vw"
            className={`${cardStyles.image} ${styles.image}`}
          />
        )}
      </div>
      <div className={cardStyles.body}>
        <h3 className={styles.title}>{pkg.title}</h3>
        {badge && <p className={styles.badge}>{badge}</p>}
        <p className={styles.price}>
          {t.rich('startingAt', {
            price: formatPrice(pkg.price),
            strong: (amount) => <strong className={styles.amount}>{amount}</strong>,
          })}
        </p>
        <p className={styles.description}>{pkg.description}</p>
        {pkg.includes && (
          <div className={styles.includes}>
            <h4 className={styles.includesHeading}>{t('whatsIncluded')}</h4>
            <RichText document={pkg.includes} />
          </div>
        )}
        {pkg.attractions.length > 0 && (
          <div className={styles.rules}>
            <h4 className={styles.includesHeading}>
              {translator('AttractionRules', locale)('whoCanPlay')}
            </h4>
            <AttractionRuleList attractions={pkg.attractions} locale={locale} />
          </div>
        )}
        {pkg.kind === 'birthday' && (
          <p className={styles.minimum}>{t('minimumGuests', { count: minimumGuestsFor(pkg) })}</p>
        )}
        <div className={styles.actions}>
          <PackageAction pkg={pkg} locale={locale} />
        </div>
      </div>
    </li>
  );
}

function PackageAction({ pkg, locale }: { pkg: Package; locale: Locale }) {
  const t = translator('Packages', locale);
  if (pkg.kind === 'virtual') {
    return (
      <CardButtonLink href={VIRTUAL_ENQUIRY_HREF} cardTitle={pkg.title} variant="primary">
        {t('requestInfo')}
      </CardButtonLink>
    );
  }
  if (packageLinksToLocations(pkg)) {
    return (
      <CardButtonLink href={FIND_A_LOCATION_PATH} cardTitle={pkg.title} variant="primary">
        {t('findALocation')}
      </CardButtonLink>
    );
  }
  return (
    <CardButtonLink href={bookPackageHref(pkg.anchor)} cardTitle={pkg.title} variant="pink">
      {t('bookNow')}
    </CardButtonLink>
  );
}

import { SiteLink } from '@/components/SiteLink.client';
import { AttractionRuleList } from '@/components/AttractionRules/AttractionRuleList';
import { bookPackageHref } from '@/forms/birthday/links';
import { anchorFor, formatPrice } from '@/lib/format';
import { includedLines, minimumGuestsFor, packageLinksToLocations } from '@/lib/packages';
import { islandTranslations, translator } from '@/lib/i18n';
import { FIND_A_LOCATION_PATH } from '@/lib/sitePaths';
import type { BlockProps } from '../defineBlock';
import { ComparisonTotals } from './ComparisonTotals.lazy';
import type { PackageComparisonProps } from './schema';
import styles from './PackageComparison.module.css';

/**
 * Packages side by side: a column each, a row for each thing a family compares, and the
 * estimated total for the number of kids they type (the client part: one row). A table at every
 * width; on a phone it scrolls sideways with the row names kept in view.
 */
export function PackageComparison({
  heading,
  intro,
  packages,
  kids,
  context,
}: BlockProps<PackageComparisonProps>) {
  const anchor = anchorFor(heading);
  const t = translator('AttractionRules', context.locale);
  const words = translator('Packages', context.locale);
  return (
    <section
      id={anchor}
      className={`section ${styles.comparison}`}
      aria-labelledby={`${anchor}-heading`}
    >
      <div className="container">
        <h2 id={`${anchor}-heading`} className="section-heading">
          {heading}
        </h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        <div
          className={styles.scroller}
          role="region"
          aria-labelledby={`${anchor}-heading`}
          // A table that scrolls on a phone must take focus, so keyboards can scroll it (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className={styles.table}>
            <thead>
              <tr>
                <td />
                {packages.map((pkg) => (
                  <th key={pkg.id} scope="col">
                    {pkg.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{words('pricePerGuest')}</th>
                {packages.map((pkg) => (
                  <td key={pkg.id} className={styles.price}>
                    {formatPrice(pkg.price)}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">{words('minimumGuestsRow')}</th>
                {packages.map((pkg) => (
                  <td key={pkg.id}>{minimumGuestsFor(pkg)}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">{words('agesRow')}</th>
                {packages.map((pkg) => (
                  <td key={pkg.id}>{pkg.ages ?? words('allAges')}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">{t('whoCanPlay')}</th>
                {packages.map((pkg) => (
                  <td key={pkg.id}>
                    {pkg.attractions.length > 0 ? (
                      <AttractionRuleList attractions={pkg.attractions} locale={context.locale} />
                    ) : (
                      t('noLimits')
                    )}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">{words('whatsIncluded')}</th>
                {packages.map((pkg) => (
                  <td key={pkg.id}>
                    <ul className={styles.includes}>
                      {includedLines(pkg.includes).map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </td>
                ))}
              </tr>
              <ComparisonTotals
                kids={kids}
                packages={packages.map((pkg) => ({
                  id: pkg.id,
                  title: pkg.title,
                  price: pkg.price,
                  minimumGuests: minimumGuestsFor(pkg),
                }))}
                translations={islandTranslations(['ComparisonTotals'], context.locale)}
              />
              <tr>
                <td />
                {packages.map((pkg) => (
                  <td key={pkg.id}>
                    {packageLinksToLocations(pkg) ? (
                      <SiteLink
                        href={FIND_A_LOCATION_PATH}
                        className={styles.book}
                        // Six columns carry the same words: the name says which package.
                        aria-label={words('findALocationFor', { package: pkg.title })}
                      >
                        {words('findALocation')}
                      </SiteLink>
                    ) : (
                      <SiteLink
                        href={bookPackageHref(pkg.anchor)}
                        className={styles.book}
                        aria-label={words('bookNowFor', { package: pkg.title })}
                      >
                        {words('bookNow')}
                      </SiteLink>
                    )}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

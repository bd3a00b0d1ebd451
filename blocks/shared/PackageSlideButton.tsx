import { CardButtonLink } from '@/components/Button/Button';
import { translator, type Locale } from '@/lib/i18n';
import { packageLinksToLocations, type Package } from '@/lib/packages';
import { FIND_A_LOCATION_PATH, birthdayPackageHref } from '@/lib/sitePaths';

/**
 * The button of a package's card in the package sliders: to the package on the birthday packages
 * page, or to Find a Location for All You Can Play Birthday, which is booked through a center
 * (docs/rules/limits.md#badges).
 */
export function PackageSlideButton({
  pkg,
  packageLabel,
  className,
  locale,
}: {
  pkg: Package;
  /** The button's words when it leads to the package ('View Package', 'Book Now'). */
  packageLabel: string;
  className?: string;
  /** The page's language. */
  locale: Locale;
}) {
  const toLocations = packageLinksToLocations(pkg);
  return (
    <CardButtonLink
      href={toLocations ? FIND_A_LOCATION_PATH : birthdayPackageHref(pkg.anchor)}
      cardTitle={pkg.title}
      variant={toLocations ? 'pink' : 'primary'}
      size="small"
      className={className}
    >
      {toLocations ? translator('Packages', locale)('findALocation') : packageLabel}
    </CardButtonLink>
  );
}

import { translator, type Locale } from '@/lib/i18n';
import { packageBadge, type Package } from '@/lib/packages';

/** The badge a package's card wears ('Best Value!', 'New!'), in the page's language. */
export function packageBadgeText(
  pkg: Pick<Package, 'title'>,
  companyName: string,
  locale: Locale,
): string | undefined {
  const t = translator('Packages', locale);
  switch (packageBadge(pkg, companyName)) {
    case 'bestValue':
      return t('bestValue');
    case 'newPackage':
      return t('newPackage');
    default:
      return undefined;
  }
}

import type { ComponentProps, ComponentType } from 'react';
import { SliderSection } from '@/components/Slider/SliderSection';
import type { Locale } from '@/lib/i18n';
import type { Package } from '@/lib/packages';

/** What each package card of a package slider is given. */
export interface PackageCardProps<Theme extends string> {
  pkg: Package;
  badge: string | undefined;
  theme: Theme;
  /** The page's language, for the card's own words. */
  locale: Locale;
}

/**
 * Packages as a slider of cards on the section's backdrop. Each card takes the next colour of
 * `themes`, so a row of cards never repeats its neighbour.
 */
export function PackageSliderSection<Theme extends string>({
  packages,
  themes,
  badgeFor,
  Card,
  className,
  locale,
  ...section
}: Omit<ComponentProps<typeof SliderSection>, 'slides' | 'className'> & {
  packages: Package[];
  themes: readonly Theme[];
  badgeFor: (pkg: Package, index: number) => string | undefined;
  Card: ComponentType<PackageCardProps<Theme>>;
  /** The block's own class, which tunes the backdrop's spots. */
  className?: string;
}) {
  return (
    <SliderSection
      {...section}
      locale={locale}
      className={`backdrop ${className}`}
      slides={packages.map((pkg, index) => (
        <Card
          key={pkg.id}
          pkg={pkg}
          badge={badgeFor(pkg, index)}
          theme={themes[index % themes.length]!}
          locale={locale}
        />
      ))}
    />
  );
}

import type { SliderBreakpoint } from '@/components/Slider/Slider.client';
import { SliderSection } from '@/components/Slider/SliderSection';
import sliderStyles from '@/components/Slider/SliderSection.module.css';
import { formatPrice } from '@/lib/format';
import type { Package } from '@/lib/packages';
import { PackageSlideButton } from '../shared/PackageSlideButton';
import type { CardSliderProps } from './schema';
import styles from './CardSlider.module.css';

/** 4 cards, 3 under 1090 px, 2 under 840, 1 under 640 (docs/rules/limits.md#sliders). */
export const CARD_SLIDER_SLIDES = 4;
export const CARD_SLIDER_BREAKPOINTS: SliderBreakpoint[] = [
  { maxWidth: 1089, slidesToShow: 3 },
  { maxWidth: 839, slidesToShow: 2 },
  { maxWidth: 639, slidesToShow: 1 },
];

/**
 * The card slider's badges go by position, whatever the packages are
 * (docs/rules/limits.md#badges).
 */
export const CARD_BADGES = ['Best Value', 'Fan-Favorite'] as const;

const THEMES = ['sunset', 'grape', 'ocean', 'sun'] as const;

/** Package cards in a slider: badge, title, price, a short description and a booking link. */
export function CardSlider({ heading, intro, packages }: CardSliderProps) {
  return (
    <SliderSection
      heading={heading}
      intro={intro}
      className={`backdrop ${styles.section}`}
      slidesToShow={CARD_SLIDER_SLIDES}
      responsive={CARD_SLIDER_BREAKPOINTS}
      slides={packages.map((pkg, index) => (
        <PackageCard
          key={pkg.id}
          pkg={pkg}
          badge={CARD_BADGES[index]}
          theme={THEMES[index % THEMES.length]!}
        />
      ))}
    />
  );
}

function PackageCard({
  pkg,
  badge,
  theme,
}: {
  pkg: Package;
  badge: string | undefined;
  theme: (typeof THEMES)[number];
}) {
  return (
    <article className={`${sliderStyles.card} ${styles[theme]}`}>
      <div className={styles.top}>
        {badge && <p className={styles.badge}>{badge}</p>}
        <h3 className={styles.title}>{pkg.title}</h3>
        <p className={styles.price}>
          Starting at <span className={styles.amount}>{formatPrice(pkg.price)}</span> per guest
        </p>
      </div>
      <div className={styles.body}>
        <p className={styles.description}>{pkg.description}</p>
        <PackageSlideButton pkg={pkg} packageLabel="Book Now" className={styles.cta} />
      </div>
    </article>
  );
}

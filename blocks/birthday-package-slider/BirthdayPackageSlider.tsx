import { Picture } from '@/components/Picture';
import type { SliderBreakpoint } from '@/components/Slider/Slider.client';
import cardStyles from '@/components/cards.module.css';
import gradients from '@/components/gradients.module.css';
import sliderStyles from '@/components/Slider/SliderSection.module.css';
import { getSiteSettings } from '@/lib/cms';
import { formatPrice } from '@/lib/format';
import { packageBadge } from '@/lib/packages';
import type { BlockProps } from '../defineBlock';
import { PackageSlideButton } from '../shared/PackageSlideButton';
import { PackageSliderSection, type PackageCardProps } from '../shared/PackageSliderSection';
import type { BirthdayPackageSliderProps } from './schema';
import styles from './BirthdayPackageSlider.module.css';

export const PACKAGE_SLIDER_AUTOPLAY_MS = 7000;

/**
 * 5 slides, 4 under 1250 px, 3 under 1090, 2 in centre mode under 800, 1 under 640
 * (docs/rules/limits.md#sliders).
 */
export const PACKAGE_SLIDER_SLIDES = 5;
export const PACKAGE_SLIDER_BREAKPOINTS: SliderBreakpoint[] = [
  { maxWidth: 1249, slidesToShow: 4 },
  { maxWidth: 1089, slidesToShow: 3 },
  { maxWidth: 799, slidesToShow: 2, centerMode: true },
  { maxWidth: 639, slidesToShow: 1 },
];

const IMAGE_SIZES = '(max-width: 639px) 100vw, (max-width: 1089px) 45vw, 280px';

/** Each card's image frame takes the next colour, so a row of cards never repeats its neighbour. */
const THEMES = ['grape', 'sunset', 'ocean', 'sun'] as const;

/**
 * The birthday packages as an autoplaying slider of cards. The company name for the 'Best Value!'
 * badge comes from the site settings, the same cached read the layout makes.
 */
export async function BirthdayPackageSlider(props: BlockProps<BirthdayPackageSliderProps>) {
  const { companyName } = await getSiteSettings(props.context);
  return <BirthdayPackageSlides {...props} companyName={companyName} />;
}

export function BirthdayPackageSlides({
  heading,
  intro,
  packages,
  companyName,
}: BirthdayPackageSliderProps & { companyName: string }) {
  return (
    <PackageSliderSection
      heading={heading}
      intro={intro}
      className={styles.section}
      slidesToShow={PACKAGE_SLIDER_SLIDES}
      responsive={PACKAGE_SLIDER_BREAKPOINTS}
      autoplayMs={PACKAGE_SLIDER_AUTOPLAY_MS}
      packages={packages}
      themes={THEMES}
      badgeFor={(pkg) => packageBadge(pkg, companyName)}
      Card={PackageSlide}
    />
  );
}

function PackageSlide({ pkg, badge, theme }: PackageCardProps<(typeof THEMES)[number]>) {
  return (
    <article className={`${sliderStyles.card} ${cardStyles.lift}`}>
      <div className={`${styles.media} ${gradients[theme]}`}>
        {pkg.imageDesktop && (
          // The wide artwork suits a card at every width (the square mobile crop would tower).
          <Picture
            image={pkg.imageDesktop}
            sizes={IMAGE_SIZES}
            eager
            className={sliderStyles.cover}
          />
        )}
        {badge && <p className={styles.badge}>{badge}</p>}
      </div>
      <div className={sliderStyles.cardBody}>
        <h3 className={styles.title}>{pkg.title}</h3>
        <p className={styles.price}>
          Starting at <span className={styles.amount}>{formatPrice(pkg.price)}</span> per guest
        </p>
        <PackageSlideButton pkg={pkg} packageLabel="View Package" className={styles.cta} />
      </div>
    </article>
  );
}

import cardStyles from '@/components/cards.module.css';
import sliderStyles from '@/components/Slider/SliderSection.module.css';
import { getSiteSettings } from '@/lib/cms';
import { formatPrice } from '@/lib/format';
import { translator, type Locale } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import { packageBadgeText } from '../shared/packageBadge';
import { PackageSlideButton } from '../shared/PackageSlideButton';
import { PackageSliderSection, type PackageCardProps } from '../shared/PackageSliderSection';
import { SlideArt } from '../shared/SlideArt';
import type { BirthdayPackageSliderProps } from './schema';
import styles from './BirthdayPackageSlider.module.css';

/**
 * 5 slides, 4 under 1250 px, 3 under 1090, 2 in centre mode under 800, 1 under 640
 * (docs/rules/limits.md#sliders), turning every 7 s.
 */
export const PACKAGE_SLIDER_SETTINGS = {
  slidesToShow: 5,
  responsive: [
    { maxWidth: 1249, slidesToShow: 4 },
    { maxWidth: 1089, slidesToShow: 3 },
    { maxWidth: 799, slidesToShow: 2, centerMode: true },
    { maxWidth: 639, slidesToShow: 1 },
  ],
  autoplayMs: 7000,
};

const IMAGE_SIZES = '(max-width: 639px) 100vw, (max-width: 1089px) 45vw, 280px';

/** Each card's image frame takes the next colour, so a row of cards never repeats its neighbour. */
const THEMES = ['grape', 'sunset', 'ocean', 'sun'] as const;

/**
 * The birthday packages as an autoplaying slider of cards. The company name for the 'Best Value!'
 * badge comes from the site settings, the same cached read the layout makes.
 */
export async function BirthdayPackageSlider(props: BlockProps<BirthdayPackageSliderProps>) {
  const { companyName } = await getSiteSettings(props.context);
  return (
    <BirthdayPackageSlides {...props} companyName={companyName} locale={props.context.locale} />
  );
}

export function BirthdayPackageSlides({
  heading,
  intro,
  packages,
  companyName,
  locale,
}: BirthdayPackageSliderProps & { companyName: string; locale: Locale }) {
  return (
    <PackageSliderSection
      locale={locale}
      heading={heading}
      intro={intro}
      className={styles.section}
      {...PACKAGE_SLIDER_SETTINGS}
      packages={packages}
      themes={THEMES}
      badgeFor={(pkg) => packageBadgeText(pkg, companyName, locale)}
      Card={PackageSlide}
    />
  );
}

function PackageSlide({ pkg, badge, theme, locale }: PackageCardProps<(typeof THEMES)[number]>) {
  const t = translator('Packages', locale);
  return (
    <article className={`${sliderStyles.card} ${cardStyles.lift}`}>
      {/* The wide artwork suits a card at every width (the square mobile crop would tower). */}
      <SlideArt image={pkg.imageDesktop} sizes={IMAGE_SIZES} theme={theme} className={styles.media}>
        {badge && <p className={styles.badge}>{badge}</p>}
      </SlideArt>
      <div className={sliderStyles.cardBody}>
        <h3 className={styles.title}>{pkg.title}</h3>
        <p className={styles.price}>
          {t.rich('startingAtPerGuest', {
            price: formatPrice(pkg.price),
            amount: (chunks) => <span className={styles.amount}>{chunks}</span>,
          })}
        </p>
        <PackageSlideButton
          pkg={pkg}
          packageLabel={t('viewPackage')}
          className={styles.cta}
          locale={locale}
        />
      </div>
    </article>
  );
}

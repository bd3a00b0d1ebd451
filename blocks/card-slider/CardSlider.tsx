import sliderStyles from '@/components/Slider/SliderSection.module.css';
import { formatPrice } from '@/lib/format';
import { translator } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import { PackageSlideButton } from '../shared/PackageSlideButton';
import { PackageSliderSection, type PackageCardProps } from '../shared/PackageSliderSection';
import type { CardSliderProps } from './schema';
import styles from './CardSlider.module.css';

/** 4 cards, 3 under 1090 px, 2 under 840, 1 under 640 (docs/rules/limits.md#sliders). */
export const CARD_SLIDER_SETTINGS = {
  slidesToShow: 4,
  responsive: [
    { maxWidth: 1089, slidesToShow: 3 },
    { maxWidth: 839, slidesToShow: 2 },
    { maxWidth: 639, slidesToShow: 1 },
  ],
};

/**
 * The card slider's badges go by position, whatever the packages are
 * (docs/rules/limits.md#badges).
 */
const CARD_BADGES = ['bestValue', 'fanFavorite'] as const;

const THEMES = ['sunset', 'grape', 'ocean', 'sun'] as const;

/** Package cards in a slider: badge, title, price, a short description and a booking link. */
export function CardSlider({ heading, intro, packages, context }: BlockProps<CardSliderProps>) {
  const t = translator('Blocks', context.locale);
  return (
    <PackageSliderSection
      heading={heading}
      intro={intro}
      className={styles.section}
      {...CARD_SLIDER_SETTINGS}
      packages={packages}
      themes={THEMES}
      badgeFor={(_pkg, index) => {
        const badge = CARD_BADGES[index];
        return badge && t(badge);
      }}
      Card={PackageCard}
      locale={context.locale}
    />
  );
}

function PackageCard({ pkg, badge, theme, locale }: PackageCardProps<(typeof THEMES)[number]>) {
  const t = translator('Packages', locale);
  return (
    <article className={`${sliderStyles.card} ${styles[theme]}`}>
      <div className={styles.top}>
        {badge && <p className={styles.badge}>{badge}</p>}
        <h3 className={styles.title}>{pkg.title}</h3>
        <p className={styles.price}>
          {t.rich('startingAt', {
            price: formatPrice(pkg.price),
            strong: (amount) => <span className={styles.amount}>{amount}</span>,
          })}
        </p>
      </div>
      <div className={styles.body}>
        <p className={styles.description}>{pkg.description}</p>
        <PackageSlideButton
          pkg={pkg}
          packageLabel={t('bookNow')}
          className={styles.cta}
          locale={locale}
        />
      </div>
    </article>
  );
}

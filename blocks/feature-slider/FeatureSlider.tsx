import cardStyles from '@/components/cards.module.css';
import { Picture } from '@/components/Picture';
import { SliderSection } from '@/components/Slider/SliderSection';
import type { BlockProps } from '../defineBlock';
import type { ContentItem } from '../shared/contentItem';
import { ContentItemButton } from '../shared/ContentItemButton';
import type { FeatureSliderProps } from './schema';
import styles from './FeatureSlider.module.css';

/** docs/rules/limits.md#sliders */
export const FEATURE_SLIDER_AUTOPLAY_MS = 7000;

/** Each slide takes the next colour, so the slide show changes look as it turns. */
const THEMES = ['grape', 'berry', 'ocean'] as const;

/** Features one at a time, each a wide panel of words beside its artwork, turning every 7 s. */
export function FeatureSlider({ heading, intro, slides, context }: BlockProps<FeatureSliderProps>) {
  return (
    <SliderSection
      locale={context.locale}
      heading={heading}
      intro={intro}
      slidesToShow={1}
      autoplayMs={FEATURE_SLIDER_AUTOPLAY_MS}
      slides={slides.map((slide, index) => (
        <FeatureSlide key={slide.id} slide={slide} theme={THEMES[index % THEMES.length]!} />
      ))}
    />
  );
}

function FeatureSlide({ slide, theme }: { slide: ContentItem; theme: (typeof THEMES)[number] }) {
  return (
    <article className={`${styles.slide} ${styles[theme]}`}>
      <div className={styles.words}>
        {slide.tagLine && (
          <p className={`${cardStyles.tagPill} ${styles.tagLine}`}>{slide.tagLine}</p>
        )}
        <h3 className={styles.title}>{slide.title}</h3>
        {slide.excerpt && <p className={styles.text}>{slide.excerpt}</p>}
        <ContentItemButton item={slide} variant="sun" />
      </div>
      {slide.linkImage && (
        <div className={styles.art}>
          <Picture
            image={slide.linkImage}
            sizes="(max-width: 767px) 100vw, 480px"
            eager
            className={styles.image}
          />
        </div>
      )}
    </article>
  );
}

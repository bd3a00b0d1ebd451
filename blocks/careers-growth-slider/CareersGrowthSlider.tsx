import type { SliderBreakpoint } from '@/components/Slider/Slider.client';
import { SliderSection } from '@/components/Slider/SliderSection';
import sliderStyles from '@/components/Slider/SliderSection.module.css';
import type { BlockProps } from '../defineBlock';
import { LinkImage } from '../shared/LinkImage';
import type { CareersGrowthSliderProps } from './schema';
import styles from './CareersGrowthSlider.module.css';

/** One slide at a time, centred (docs/rules/limits.md#sliders). */
const GROWTH_SLIDES = 1;

/**
 * The slider takes centre mode from a breakpoint; this one covers every width, so the story in
 * view sits in the middle with its neighbours peeking in at every size.
 */
const GROWTH_BREAKPOINTS: SliderBreakpoint[] = [
  { maxWidth: 100_000, slidesToShow: 1, centerMode: true },
];

/**
 * The rules give the careers slider no interval; it turns at the pace of the feature and
 * experience sliders, and the slider's Pause stops it (docs/decisions/0017-careers.md).
 */
const GROWTH_AUTOPLAY_MS = 7000;

const TONES = ['grape', 'sunset', 'ocean', 'sun'] as const;

/** Growth stories of crew members, one centred slide at a time, turning by itself. */
export function CareersGrowthSlider({
  heading,
  intro,
  stories,
  context,
}: BlockProps<CareersGrowthSliderProps>) {
  return (
    <SliderSection
      heading={heading}
      locale={context.locale}
      intro={intro}
      className={`backdrop ${styles.section}`}
      slidesToShow={GROWTH_SLIDES}
      responsive={GROWTH_BREAKPOINTS}
      autoplayMs={GROWTH_AUTOPLAY_MS}
      slides={stories.map((story, index) => (
        <article
          key={story.id}
          className={`${sliderStyles.card} ${styles.story} ${styles[TONES[index % TONES.length]!]}`}
        >
          <LinkImage
            item={story}
            sizes="(max-width: 639px) 70vw, 280px"
            className={styles.portrait}
          />
          <div>
            <h3 className={styles.title}>{story.title}</h3>
            <p className={styles.text}>{story.excerpt}</p>
            {story.tagLine && <p className={styles.who}>{story.tagLine}</p>}
          </div>
        </article>
      ))}
    />
  );
}

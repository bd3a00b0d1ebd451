import { Picture } from '@/components/Picture';
import { anchorFor } from '@/lib/format';
import { islandTranslations } from '@/lib/i18n';
import type { BlockProps } from '../defineBlock';
import type { VideoSliderProps } from './schema';
import { VideoSliderIsland } from './VideoSlider.lazy';
import sliderStyles from '@/components/Slider/SliderSection.module.css';
import styles from './VideoSlider.module.css';

/** Videos two at a time (one under 992 px), turning by themselves until one is played. */
export function VideoSlider({ heading, intro, videos, context }: BlockProps<VideoSliderProps>) {
  // Like components/Slider/SliderSection: the carousel, not the section, is the named region.
  return (
    <section
      id={anchorFor(heading)}
      className={`section backdrop ${sliderStyles.section} ${styles.videoSlider}`}
    >
      <div className="container">
        <h2 className="section-heading">{heading}</h2>
        {intro && <p className={sliderStyles.intro}>{intro}</p>}
        <VideoSliderIsland
          label={heading}
          videos={videos.map(({ id, title, src, caption, poster }) => ({
            id,
            title,
            src,
            caption,
            poster: <Picture image={poster} sizes="(max-width: 991px) 100vw, 580px" />,
          }))}
          translations={islandTranslations(['Slider', 'Video'], context.locale)}
        />
      </div>
    </section>
  );
}

'use client';

import { useCallback, useState, type ReactNode } from 'react';
import { Slider, type SliderBreakpoint } from '@/components/Slider/Slider.client';
import { withTranslations } from '@/components/Say.client';
import { VideoPlayer } from '../promotional-video/VideoPlayer.client';
import sliderStyles from '@/components/Slider/SliderSection.module.css';
import styles from './VideoSlider.module.css';

/** The slider turns as the feature and experience sliders do (docs/decisions/0022). */
export const VIDEO_SLIDER_AUTOPLAY_MS = 7000;

const BREAKPOINTS: SliderBreakpoint[] = [{ maxWidth: 991, slidesToShow: 1 }];

export interface VideoSlide {
  id: string;
  title: string;
  src: string;
  caption?: string;
  poster: ReactNode;
}

/**
 * The slides, and the slider's autoplay held off while any video plays: a video must not slide
 * away under the guest. A played video leaves the frame only when the guest moves the slider, and
 * then it stops and shows its poster again.
 */
function VideoSlides({ label, videos }: { label: string; videos: VideoSlide[] }) {
  // A count, not ids: react-slick's clones of a slide are players of their own.
  const [playing, setPlaying] = useState(0);
  const onPlayingChange = useCallback(
    (now: boolean) => setPlaying((count) => Math.max(0, count + (now ? 1 : -1))),
    [],
  );
  return (
    <Slider
      label={label}
      slidesToShow={2}
      responsive={BREAKPOINTS}
      autoplayMs={playing > 0 ? undefined : VIDEO_SLIDER_AUTOPLAY_MS}
      slides={videos.map((video) => (
        <article key={video.id} className={`${sliderStyles.card} ${styles.slide}`}>
          <VideoPlayer
            id={video.id}
            title={video.title}
            src={video.src}
            poster={video.poster}
            onPlayingChange={onPlayingChange}
            stopWhenOutOfFrame
          />
          <div className={styles.body}>
            <h3 className={styles.title}>{video.title}</h3>
            {video.caption && <p className={styles.caption}>{video.caption}</p>}
          </div>
        </article>
      ))}
    />
  );
}

/** The island's root: its words in the page's language (none on an English page). */
export const VideoSliderIsland = withTranslations(VideoSlides);

'use client';

import { useCallback, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import type SlickSlider from 'react-slick';
import { fill } from '@/lib/i18n/say';
import words from '@/messages/en/Slider.json';
import { centerOffset, fallbackCss, wrap, type SliderBreakpoint } from './layout';
import { slickSettings } from './slick';
import { Dots, Toolbar } from './SliderControls';
import { useAutoplay } from './useAutoplay.client';
import { useSliderLayout } from './useSliderLayout.client';
import { useSlickMoves } from './useSlickMoves.client';
import { useSlickOnDemand } from './useSlickOnDemand.client';
import { useSay, withTranslations } from '../Say.client';
import { REDUCED_MOTION, useFirstMatch } from '../useFirstMatch.client';
import styles from './Slider.module.css';

export type { SliderBreakpoint } from './layout';

function SlideGroup({
  index,
  count,
  children,
}: {
  index: number;
  count: number;
  children: ReactNode;
}) {
  const say = useSay();
  return (
    <div
      role="group"
      aria-roledescription={say(words.slide)}
      aria-label={fill(say(words.slideOf), { number: index + 1, count })}
      className={styles.slide}
    >
      {children}
    </div>
  );
}

export interface SliderProps {
  /** One element per slide, each with a key. */
  slides: ReactElement[];
  /** The carousel's accessible name. */
  label: string;
  /** Slides shown above every breakpoint. */
  slidesToShow: number;
  responsive?: readonly SliderBreakpoint[];
  /** Milliseconds between automatic moves; no autoplay without it. */
  autoplayMs?: number;
}

const NO_BREAKPOINTS: readonly SliderBreakpoint[] = [];

/**
 * An accessible carousel (WAI-ARIA APG) around react-slick. The server renders the first slides
 * in a grid with react-slick's slide widths, so the page neither waits for nor jumps when the
 * library arrives. Inside another island it speaks that island's language, whose translations
 * must then include the `Slider` namespace; a server component renders `SliderIsland`.
 */
export function Slider({
  slides,
  label,
  slidesToShow,
  responsive = NO_BREAKPOINTS,
  autoplayMs,
}: SliderProps) {
  const say = useSay();
  const scope = useId();
  const viewportId = `${scope}-slides`;
  const count = slides.length;
  const layout = useSliderLayout(slidesToShow, responsive);
  const reducedMotion = useFirstMatch(REDUCED_MOTION) === 0;
  const rootRef = useRef<HTMLElement>(null);
  const sliderRef = useRef<SlickSlider>(null);
  const playRef = useRef<HTMLButtonElement>(null);
  // The first fully shown slide, before react-slick arrives as well as after.
  const [position, setPosition] = useState(0);

  const { Slick, initialSlide, loadNow } = useSlickOnDemand(
    rootRef,
    wrap(position + centerOffset(layout), count),
  );
  const { moving, slickEvents } = useSlickMoves(rootRef, Slick, layout, count, setPosition);
  const navigable = count > layout.slidesToShow;
  const showNext = useCallback(() => sliderRef.current?.slickNext(), []);
  const { hasAutoplay, playing, rotating, togglePlaying, hoverHandlers } = useAutoplay({
    intervalMs: autoplayMs,
    count,
    reducedMotion,
    canMove: Slick !== null && navigable,
    position,
    showNext,
    rootRef,
    playRef,
  });

  function goTo(target: number) {
    const slider = sliderRef.current;
    if (!slider) {
      // Before react-slick arrives a click still counts: it loads and opens on that slide.
      setPosition(wrap(target, count));
      loadNow();
      return;
    }
    slider.slickGoTo(wrap(target + centerOffset(layout), count));
  }

  function step(direction: 1 | -1) {
    const slider = sliderRef.current;
    if (!slider) goTo(position + direction);
    else if (direction === 1) slider.slickNext();
    else slider.slickPrev();
  }

  const groups = slides.map((slide, index) => (
    <SlideGroup key={slide.key ?? index} index={index} count={count}>
      {slide}
    </SlideGroup>
  ));

  return (
    <section
      ref={rootRef}
      aria-roledescription={say(words.carousel)}
      aria-label={label}
      className={styles.slider}
      data-slider={scope}
      data-ready={Slick ? 'true' : undefined}
      data-playing={rotating ? 'true' : 'false'}
    >
      <style
        dangerouslySetInnerHTML={{
          __html: fallbackCss(scope, { slidesToShow, centerMode: false }, responsive),
        }}
      />
      <Toolbar
        autoplay={hasAutoplay}
        playing={playing}
        playRef={playRef}
        onToggle={togglePlaying}
        controls={viewportId}
        disabled={!navigable}
        onStep={step}
      />
      <div
        id={viewportId}
        className={styles.viewport}
        aria-live={rotating ? 'off' : 'polite'}
        aria-busy={moving || undefined}
        {...hoverHandlers}
      >
        {Slick ? (
          <Slick
            ref={sliderRef}
            {...slickSettings({ count, layout, reducedMotion, initialSlide })}
            {...slickEvents}
          >
            {groups}
          </Slick>
        ) : (
          <div className={styles.fallback}>
            {groups.map((group, index) => (
              <div
                key={group.key}
                data-fallback-slide=""
                className={styles.fallbackSlide}
                inert={index >= layout.slidesToShow}
              >
                {group}
              </div>
            ))}
          </div>
        )}
      </div>
      {navigable && <Dots count={count} current={position} controls={viewportId} onSelect={goTo} />}
    </section>
  );
}

/** The slider as an island of its own: its controls' words in the page's language. */
export const SliderIsland = withTranslations(Slider);

'use client';

import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type SlickSlider from 'react-slick';
import type { Settings } from 'react-slick';
import {
  centerOffset,
  CENTER_PADDING_PX,
  fallbackCss,
  layoutOf,
  mediaQueryFor,
  narrowestFirst,
  toSlickResponsive,
  wrap,
  type SliderBreakpoint,
  type SliderLayout,
} from './layout';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './icons';
import { REDUCED_MOTION, useFirstMatch } from './useFirstMatch';
import styles from './Slider.module.css';

export type { SliderBreakpoint } from './layout';

type SlickComponent = typeof SlickSlider;

let slickModule: Promise<SlickComponent> | undefined;

/** react-slick is fetched only once a slider is near the viewport or the browser is idle. */
function loadSlick(): Promise<SlickComponent> {
  slickModule ??= import('react-slick').then((module) => {
    const exported = module.default as unknown;
    // CommonJS interop differs between bundlers: the class may sit one level deeper.
    return (
      typeof exported === 'function' ? exported : (exported as { default: unknown }).default
    ) as SlickComponent;
  });
  return slickModule;
}

const SPEED_MS = 450;

/**
 * After react-slick moves, only the slides fully inside the frame (clones included) stay
 * operable; the rest, peeking neighbours in centre mode too, are inert and hidden from assistive
 * tech. Returns the first fully shown slide, read from react-slick's current one.
 */
function syncSlides(root: HTMLElement | null, layout: SliderLayout, count: number) {
  const list = root?.querySelector<HTMLElement>('.slick-list');
  if (!root || !list) return undefined;
  const frame = list.getBoundingClientRect();
  const measurable = frame.width > 0;
  for (const slide of root.querySelectorAll<HTMLElement>('.slick-slide')) {
    const box = slide.getBoundingClientRect();
    const shown =
      slide.classList.contains('slick-active') &&
      (!measurable || (box.left >= frame.left - 1 && box.right <= frame.right + 1));
    slide.toggleAttribute('inert', !shown);
    slide.setAttribute('aria-hidden', String(!shown));
  }
  const current = root.querySelector<HTMLElement>('.slick-current')?.dataset.index;
  return current === undefined ? undefined : wrap(Number(current) - centerOffset(layout), count);
}

function SlideGroup({ index, count, children }: { index: number; count: number; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`Slide ${index + 1} of ${count}`}
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

type PlayChoice = 'auto' | 'play' | 'pause';

/**
 * An accessible carousel (WAI-ARIA APG) around react-slick. The server renders the first slides
 * in a grid with react-slick's slide widths, so the page neither waits for nor jumps when the
 * library arrives.
 */
export function Slider({ slides, label, slidesToShow, responsive = [], autoplayMs }: SliderProps) {
  const scope = useId();
  const viewportId = `${scope}-slides`;
  const count = slides.length;
  const steps = useMemo(() => narrowestFirst(responsive), [responsive]);
  const stepIndex = useFirstMatch(useMemo(() => steps.map(mediaQueryFor), [steps]));
  const matchedStep = steps[stepIndex];
  const layout = useMemo<SliderLayout>(
    () => (matchedStep ? layoutOf(matchedStep) : { slidesToShow, centerMode: false }),
    [matchedStep, slidesToShow],
  );
  const reducedMotion = useFirstMatch(REDUCED_MOTION) === 0;

  const [Slick, setSlick] = useState<SlickComponent | null>(null);
  const [startSlide, setStartSlide] = useState(0);
  const [wanted, setWanted] = useState(false);
  const [position, setPosition] = useState(0);
  const [choice, setChoice] = useState<PlayChoice>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const rootRef = useRef<HTMLElement>(null);
  const sliderRef = useRef<SlickSlider>(null);
  const playRef = useRef<HTMLButtonElement>(null);
  const layoutRef = useRef(layout);
  const positionRef = useRef(position);
  const animating = useRef(false);
  const syncTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    layoutRef.current = layout;
    positionRef.current = position;
  }, [layout, position]);

  const navigable = count > layout.slidesToShow;
  const autoplay = Boolean(autoplayMs && autoplayMs > 0 && count > 1);
  const playing = autoplay && (choice === 'play' || (choice === 'auto' && !reducedMotion));
  const rotating = playing && !hovered && !focused && Slick !== null && navigable;

  useEffect(() => {
    if (Slick) return;
    let cancelled = false;
    const start = () => {
      void loadSlick().then((component) => {
        if (cancelled) return;
        setStartSlide(wrap(positionRef.current + centerOffset(layoutRef.current), count));
        setSlick(() => component);
      });
    };
    if (wanted) {
      start();
      return () => {
        cancelled = true;
      };
    }
    const root = rootRef.current;
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
            rootMargin: '300px 0px',
          })
        : undefined;
    if (root) observer?.observe(root);
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(start, { timeout: 4000 })
        : window.setTimeout(start, 300);
    return () => {
      cancelled = true;
      observer?.disconnect();
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [Slick, wanted, count]);

  const sync = useCallback(() => {
    const first = syncSlides(rootRef.current, layoutRef.current, count);
    if (first !== undefined) setPosition(first);
  }, [count]);

  const scheduleSync = useCallback(() => {
    window.clearTimeout(syncTimer.current);
    syncTimer.current = window.setTimeout(() => {
      if (!animating.current) sync();
    }, 60);
  }, [sync]);

  useEffect(() => {
    if (!Slick) return;
    const root = rootRef.current;
    const observer =
      typeof ResizeObserver === 'function' && root ? new ResizeObserver(scheduleSync) : undefined;
    if (root) observer?.observe(root);
    return () => {
      observer?.disconnect();
      window.clearTimeout(syncTimer.current);
    };
  }, [Slick, scheduleSync]);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => sliderRef.current?.slickNext(), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [rotating, position, autoplayMs]);

  function goTo(target: number) {
    const slider = sliderRef.current;
    if (!slider) {
      // Before react-slick arrives a click still counts: it loads and opens on that slide.
      setPosition(wrap(target, count));
      setWanted(true);
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

  const settings: Settings = {
    arrows: false,
    dots: false,
    // The buttons below are the keyboard interface; arrow keys inside a card stay the browser's.
    accessibility: false,
    draggable: false,
    swipe: true,
    infinite: count > 1,
    speed: reducedMotion ? 0 : SPEED_MS,
    slidesToShow,
    slidesToScroll: 1,
    centerPadding: `${CENTER_PADDING_PX}px`,
    responsive: toSlickResponsive(responsive),
    initialSlide: startSlide,
    beforeChange: (_current, next) => {
      animating.current = true;
      setPosition(wrap(next - centerOffset(layoutRef.current), count));
    },
    afterChange: () => {
      animating.current = false;
      sync();
    },
    onInit: scheduleSync,
    onReInit: scheduleSync,
  };

  const groups = slides.map((slide, index) => (
    <SlideGroup key={slide.key ?? index} index={index} count={count}>
      {slide}
    </SlideGroup>
  ));

  function onFocus(event: FocusEvent<HTMLElement>) {
    // Focus on the rotation button itself must not stop what the guest just started.
    setFocused(event.target !== playRef.current);
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  const onPointer = (inside: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(inside);
  };

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      className={styles.slider}
      data-slider={scope}
      data-ready={Slick ? 'true' : undefined}
      data-playing={rotating ? 'true' : 'false'}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <style dangerouslySetInnerHTML={{ __html: fallbackCss(scope, { slidesToShow, centerMode: false }, responsive) }} />
      <div className={styles.toolbar}>
        {autoplay && (
          <button
            ref={playRef}
            type="button"
            className={`${styles.control} ${styles.play}`}
            onClick={() => setChoice(playing ? 'pause' : 'play')}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
            {playing ? 'Pause' : 'Play'}
            <span className="visually-hidden"> slide show</span>
          </button>
        )}
        <button
          type="button"
          className={styles.control}
          aria-label="Previous slide"
          aria-controls={viewportId}
          disabled={!navigable}
          onClick={() => step(-1)}
        >
          <PreviousIcon />
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label="Next slide"
          aria-controls={viewportId}
          disabled={!navigable}
          onClick={() => step(1)}
        >
          <NextIcon />
        </button>
      </div>
      <div
        id={viewportId}
        className={styles.viewport}
        aria-live={rotating ? 'off' : 'polite'}
        onPointerEnter={onPointer(true)}
        onPointerLeave={onPointer(false)}
      >
        {Slick ? (
          <Slick ref={sliderRef} {...settings}>
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
      {navigable && (
        <div className={styles.dots}>
          {slides.map((slide, index) => (
            <button
              key={slide.key ?? index}
              type="button"
              className={styles.dot}
              aria-label={`Show slide ${index + 1}`}
              aria-current={index === position ? 'true' : undefined}
              aria-controls={viewportId}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

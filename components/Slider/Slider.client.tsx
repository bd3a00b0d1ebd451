'use client';

import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
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
  wrap,
  type SliderBreakpoint,
  type SliderLayout,
} from './layout';
import {
  inertWhileHidden,
  loadSlick,
  SLICK_READY_MS,
  SPEED_MS,
  syncSlides,
  type SlickComponent,
} from './slick';
import { Dots, Toolbar } from './SliderControls';
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

const NO_BREAKPOINTS: readonly SliderBreakpoint[] = [];

/**
 * An accessible carousel (WAI-ARIA APG) around react-slick. The server renders the first slides
 * in a grid with react-slick's slide widths, so the page neither waits for nor jumps when the
 * library arrives.
 */
export function Slider({
  slides,
  label,
  slidesToShow,
  responsive = NO_BREAKPOINTS,
  autoplayMs,
}: SliderProps) {
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
  const [moving, setMoving] = useState(false);

  const rootRef = useRef<HTMLElement>(null);
  const sliderRef = useRef<SlickSlider>(null);
  const playRef = useRef<HTMLButtonElement>(null);
  const layoutRef = useRef(layout);
  const positionRef = useRef(position);
  const animating = useRef(false);
  const moves = useRef(0);
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

  // Before the first paint with react-slick: its clones arrive without `inert`.
  useLayoutEffect(() => {
    if (Slick) sync();
  }, [Slick, sync]);

  useEffect(() => {
    const root = rootRef.current;
    if (Slick && root) return inertWhileHidden(root);
  }, [Slick]);

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
    const root = rootRef.current;
    if (!root) return;
    const onFocusIn = (event: FocusEvent) => {
      // Focus on the rotation button itself must not stop what the guest just started.
      setFocused(event.target !== playRef.current);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, []);

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
    // The layout comes from our own media queries, not react-slick's `responsive`: 0.31 applies
    // that only when a query changes, so a page opened on a phone would start with desktop slides.
    slidesToShow: layout.slidesToShow,
    centerMode: layout.centerMode,
    slidesToScroll: 1,
    centerPadding: `${CENTER_PADDING_PX}px`,
    initialSlide: startSlide,
    beforeChange: (_current, next) => {
      animating.current = true;
      moves.current += 1;
      setMoving(true);
      setPosition(wrap(next - centerOffset(layoutRef.current), count));
    },
    afterChange: () => {
      animating.current = false;
      sync();
      // react-slick takes the next move only once it has cleared its own animating state, on a
      // timer of SLICK_READY_MS it sets just before this call; a timer as long set now runs after
      // it. Until then the slider says it is busy, unless another move has begun meanwhile.
      const move = moves.current;
      window.setTimeout(() => {
        if (moves.current === move) setMoving(false);
      }, SLICK_READY_MS);
    },
    onInit: scheduleSync,
    onReInit: scheduleSync,
  };

  const groups = slides.map((slide, index) => (
    <SlideGroup key={slide.key ?? index} index={index} count={count}>
      {slide}
    </SlideGroup>
  ));

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
    >
      <style
        dangerouslySetInnerHTML={{
          __html: fallbackCss(scope, { slidesToShow, centerMode: false }, responsive),
        }}
      />
      <Toolbar
        autoplay={autoplay}
        playing={playing}
        playRef={playRef}
        onToggle={() => setChoice(playing ? 'pause' : 'play')}
        controls={viewportId}
        disabled={!navigable}
        onStep={step}
      />
      <div
        id={viewportId}
        className={styles.viewport}
        aria-live={rotating ? 'off' : 'polite'}
        aria-busy={moving || undefined}
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
      {navigable && <Dots count={count} current={position} controls={viewportId} onSelect={goTo} />}
    </section>
  );
}

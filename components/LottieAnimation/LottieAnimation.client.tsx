'use client';

import Image from 'next/image';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { LottieHandle, LottieLight } from 'lottie-react';
import { PauseIcon, PlayIcon } from '../icons';
import { REDUCED_MOTION, useFirstMatch } from '../useFirstMatch.client';
import { KeepStillOnError } from './KeepStillOnError.client';
import { useAnimationGroups, type GroupChoice } from './animationGroups';
import { loadAnimation, markInteractive } from './loadAnimation';
import styles from './LottieAnimation.module.css';

/**
 * The image shown until the animation runs, and for good if it never does. Its size gives the
 * box its aspect ratio; a CMS picture fits as it is. Its `alt` is not read: the animation is
 * named by `label` (or is decorative), the same while the still shows and once it moves.
 */
export interface LottieStill {
  src: string;
  width: number;
  height: number;
  alt?: string;
  contentType?: string;
}

interface CommonProps {
  /** Address of the animation's JSON (bodymovin 5), e.g. `/cms-assets/play-academy-hero.json`. */
  src: string;
  still?: LottieStill;
  /** The animation's size (its `w` and `h`), for the box's aspect ratio when there is no still. */
  width?: number;
  height?: number;
  /** `cover` fills the box and crops the animation (and the still) to it; `contain` fits it. */
  fit?: 'contain' | 'cover';
  /** The still is the page's largest image above the fold: preload it. */
  priority?: boolean;
  /** `sizes` of the still's image, for raster stills. */
  sizes?: string;
  /** Sizes the box: set its width (or its height); the aspect ratio does the rest. */
  className?: string;
  /** Name of the pause toggle; name it after the animation when a page has several. */
  pauseLabel?: string;
  /**
   * Animations of one group share the guest's play or pause choice; only the one that
   * `controlsGroup` draws the toggle (its `pauseLabel` names it for them all).
   */
  group?: string;
  controlsGroup?: boolean;
}

interface Labelled {
  /** What the animation shows, for assistive technology (the box is an image of that name). */
  label: string;
  decorative?: never;
}

interface Decorative {
  /** Pure decoration: hidden from assistive technology (the pause toggle stays reachable). */
  decorative: true;
  label?: never;
}

export type LottieAnimationProps = CommonProps & (Labelled | Decorative);

type Player = typeof LottieLight;

interface Loaded {
  src: string;
  Player: Player;
  data: object;
}

/** The longest wait for an idle period after the window's load event, and the wait without one. */
const IDLE_TIMEOUT_MS = 3000;
const NO_IDLE_CALLBACK_DELAY_MS = 300;

/**
 * A Lottie animation that costs the page nothing until it is interactive
 * (docs/decisions/0015-lottie-animations.md). The server's HTML shows the still; after the
 * window's load event and an idle period, and once the box is on screen, the component fetches
 * the JSON and, if it is an animation, loads lottie-react's light engine and plays it in a loop.
 * A toggle pauses and resumes it (WCAG 2.2.2). Under `prefers-reduced-motion: reduce` it stops on
 * its first frame until the guest presses play. Any failure leaves the still in place.
 */
export function LottieAnimation({
  src,
  still,
  width,
  height,
  fit = 'contain',
  priority,
  sizes = '100vw',
  className,
  pauseLabel = 'Pause animation',
  group,
  controlsGroup = false,
  ...naming
}: LottieAnimationProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<LottieHandle>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const [onScreen, setOnScreen] = useState(true);
  // A guest's choice holds under the motion preference it was made with; a change of the
  // preference (a new media query match) hands control back to it.
  const reducedMotion = useFirstMatch(REDUCED_MOTION) === 0;
  const [ownChoice, setOwnChoice] = useState<GroupChoice | null>(null);
  const groupChoice = useAnimationGroups((state) => (group ? state.choices[group] : undefined));
  const chooseForGroup = useAnimationGroups((state) => state.choose);
  const choice = group ? (groupChoice ?? null) : ownChoice;
  const setChoice = (next: GroupChoice) =>
    group ? chooseForGroup(group, next) : setOwnChoice(next);

  const engine = loaded?.src === src ? loaded : null;
  const ready = engine !== null && readyFor === src;
  const chosen = choice?.reducedMotion === reducedMotion ? choice.play : null;
  const playing = chosen ?? !reducedMotion;
  // Not playing because of the preference alone: show the first frame, not wherever it was.
  const rest = chosen === null && !playing ? 'first-frame' : 'hold';
  const running = playing && onScreen;

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let cancelled = false;
    let started = false;
    let interactive = false;
    // Nothing loads or runs until the box is on screen: one laid out below the fold (or not at
    // all, display: none at this width) costs the page nothing until the guest scrolls to it.
    let visible = typeof IntersectionObserver !== 'function';
    const controller = new AbortController();
    let idle: number | undefined;
    let timer: number | undefined;

    const start = () => {
      if (started || cancelled || !interactive || !visible) return;
      started = true;
      void loadAnimation(src, controller.signal).then((result) => {
        if (result && !cancelled) setLoaded({ src, ...result });
      });
    };
    const afterIdle = () => {
      interactive = true;
      markInteractive();
      start();
    };
    const afterLoad = () => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(afterIdle, { timeout: IDLE_TIMEOUT_MS });
      } else {
        timer = window.setTimeout(afterIdle, NO_IDLE_CALLBACK_DELAY_MS);
      }
    };
    // Off screen it also holds still, so a page of animations only runs the ones in view.
    const screen =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            const entry = entries[entries.length - 1];
            if (!entry) return;
            visible = entry.isIntersecting;
            setOnScreen(visible);
            start();
          })
        : undefined;
    screen?.observe(root);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });

    return () => {
      cancelled = true;
      controller.abort();
      screen?.disconnect();
      window.removeEventListener('load', afterLoad);
      if (idle !== undefined && typeof window.cancelIdleCallback === 'function') {
        window.cancelIdleCallback(idle);
      }
      window.clearTimeout(timer);
    };
  }, [src]);

  useEffect(() => {
    const handle = handleRef.current;
    if (!ready || !handle) return;
    if (running) handle.play();
    else if (rest === 'first-frame') handle.stop();
    else handle.pause();
  }, [ready, running, rest]);

  const fail = () => {
    setLoaded(null);
    setReadyFor(null);
  };
  const ratio = still
    ? `${still.width} / ${still.height}`
    : width && height
      ? `${width} / ${height}`
      : undefined;
  const Player = engine?.Player;
  const stageProps =
    'decorative' in naming && naming.decorative
      ? ({ 'aria-hidden': true } as const)
      : ({ role: 'img', 'aria-label': naming.label } as const);

  return (
    <div
      ref={rootRef}
      className={[styles.root, fit === 'cover' && styles.cover, ready && styles.ready, className]
        .filter(Boolean)
        .join(' ')}
      style={ratio ? ({ '--lottie-ratio': ratio } as CSSProperties) : undefined}
      data-lottie={!ready ? 'still' : playing ? 'playing' : 'paused'}
    >
      <div className={styles.stage} {...stageProps}>
        {still && (
          <Image
            src={still.src}
            alt=""
            width={still.width}
            height={still.height}
            sizes={sizes}
            preload={priority}
            fetchPriority={priority ? 'high' : undefined}
            unoptimized={isSvg(still)}
            className={styles.still}
          />
        )}
        {Player && engine && (
          <KeepStillOnError onError={fail}>
            <Player
              src={engine.data}
              // Load-time in lottie-react (a change reloads the animation), so playback is
              // driven through the handle instead, from the state above.
              autoplay={false}
              loop
              lottieRef={handleRef}
              rendererSettings={{
                preserveAspectRatio: fit === 'cover' ? 'xMidYMid slice' : 'xMidYMid meet',
              }}
              subscriptions={{
                ready: () => {
                  // Draw each of the file's frames once instead of an in-between frame on every
                  // display refresh: the motion looks the same at the file's frame rate (30
                  // or 50 a second) and the main thread draws only when the picture changes.
                  handleRef.current?.animationItem?.setSubframe(false);
                  setReadyFor(src);
                },
                error: fail,
              }}
              className={styles.animation}
              // The box carries the name (or hides it all); the drawing itself says nothing.
              aria-hidden
            />
          </KeepStillOnError>
        )}
      </div>
      {ready && (!group || controlsGroup) && (
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={!playing}
          onClick={() => setChoice({ play: !playing, reducedMotion })}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
          <span className="visually-hidden">{pauseLabel}</span>
        </button>
      )}
    </div>
  );
}

const isSvg = (still: LottieStill) =>
  still.contentType === 'image/svg+xml' || /\.svg(?:$|\?)/i.test(still.src);

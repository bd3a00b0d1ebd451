'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Settings } from 'react-slick';
import { centerOffset, wrap, type SliderLayout } from './layout';
import { inertWhileHidden, SLICK_READY_MS, syncSlides, type SlickComponent } from './slick';

type SlickEvents = Required<Pick<Settings, 'beforeChange' | 'afterChange' | 'onInit' | 'onReInit'>>;

/**
 * Follows react-slick once it is there: after every move, resize and (re)initialisation only the
 * slides fully inside the frame stay operable, and `onPosition` hears of the first of them.
 * `moving` is true from the start of a move until react-slick takes the next one. Pass
 * `slickEvents` to react-slick.
 */
export function useSlickMoves(
  rootRef: RefObject<HTMLElement | null>,
  Slick: SlickComponent | null,
  layout: SliderLayout,
  count: number,
  onPosition: (position: number) => void,
) {
  const [moving, setMoving] = useState(false);
  const layoutRef = useRef(layout);
  const animating = useRef(false);
  const moves = useRef(0);
  const syncTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    layoutRef.current = layout;
  }, [layout]);

  const sync = useCallback(() => {
    const first = syncSlides(rootRef.current, layoutRef.current, count);
    if (first !== undefined) onPosition(first);
  }, [rootRef, count, onPosition]);

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
  }, [Slick, rootRef]);

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
  }, [Slick, rootRef, scheduleSync]);

  const slickEvents: SlickEvents = {
    beforeChange: (_current, next) => {
      animating.current = true;
      moves.current += 1;
      setMoving(true);
      onPosition(wrap(next - centerOffset(layoutRef.current), count));
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

  return { moving, slickEvents };
}

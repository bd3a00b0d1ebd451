'use client';

import { useEffect, useState, type PointerEvent, type RefObject } from 'react';
import { useFocusWithin } from './useFocusWithin.client';

type PlayChoice = 'auto' | 'play' | 'pause';

/**
 * The slider's own autoplay (WCAG 2.2.2): `showNext` every `intervalMs`, counted again from each
 * new `position`. It does not start under reduced motion, stops for good once the guest pauses it,
 * and holds while the mouse rests on the slides (`hoverHandlers`) or focus is inside the carousel.
 */
export function useAutoplay({
  intervalMs,
  count,
  reducedMotion,
  canMove,
  position,
  showNext,
  rootRef,
  playRef,
}: {
  /** No autoplay without it. */
  intervalMs: number | undefined;
  count: number;
  reducedMotion: boolean;
  /** react-slick has arrived and there are more slides than the frame shows. */
  canMove: boolean;
  position: number;
  showNext: () => void;
  rootRef: RefObject<HTMLElement | null>;
  /** The Pause/Play button. */
  playRef: RefObject<HTMLButtonElement | null>;
}) {
  const [choice, setChoice] = useState<PlayChoice>('auto');
  const [hovered, setHovered] = useState(false);
  // Focus on the rotation button itself must not stop what the guest just started.
  const focused = useFocusWithin(rootRef, playRef);

  const hasAutoplay = Boolean(intervalMs && intervalMs > 0 && count > 1);
  const playing = hasAutoplay && (choice === 'play' || (choice === 'auto' && !reducedMotion));
  const rotating = playing && !hovered && !focused && canMove;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(showNext, intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, position, intervalMs, showNext]);

  const onPointer = (inside: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(inside);
  };

  return {
    hasAutoplay,
    playing,
    /** Playing and not held: the slides are turning. */
    rotating,
    togglePlaying: () => setChoice(playing ? 'pause' : 'play'),
    hoverHandlers: { onPointerEnter: onPointer(true), onPointerLeave: onPointer(false) },
  };
}

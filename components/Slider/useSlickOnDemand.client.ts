'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { loadSlick, type SlickComponent } from './slick';

/**
 * Loads react-slick when the slider comes within 300 px of the viewport (when the browser is idle
 * where it cannot tell), or at once after `loadNow` (a click on a control before it arrived).
 * `Slick` is null until then. react-slick opens on `openingSlide` as it is when the library
 * arrives; `initialSlide` keeps that value, since react-slick lays itself out again whenever it
 * changes.
 */
export function useSlickOnDemand(rootRef: RefObject<HTMLElement | null>, openingSlide: number) {
  const [Slick, setSlick] = useState<SlickComponent | null>(null);
  const [initialSlide, setInitialSlide] = useState(0);
  const [wanted, setWanted] = useState(false);
  const openingSlideRef = useRef(openingSlide);

  useEffect(() => {
    openingSlideRef.current = openingSlide;
  }, [openingSlide]);

  useEffect(() => {
    if (Slick) return;
    let cancelled = false;
    const start = () => {
      void loadSlick().then((component) => {
        if (cancelled) return;
        setInitialSlide(openingSlideRef.current);
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
    // Near the viewport is the only trigger where the browser can tell: laying react-slick out
    // measures every slide, a long task on a phone, and a slider far below the fold that did so
    // at idle would block the page while the guest starts using it (docs/decisions/0010-slider.md).
    if (typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver(
        (entries) => entries.some((e) => e.isIntersecting) && start(),
        { rootMargin: '300px 0px' },
      );
      if (root) observer.observe(root);
      return () => {
        cancelled = true;
        observer.disconnect();
      };
    }
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(start, { timeout: 4000 })
        : window.setTimeout(start, 300);
    return () => {
      cancelled = true;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [Slick, wanted, rootRef]);

  const loadNow = useCallback(() => setWanted(true), []);
  return { Slick, initialSlide, loadNow };
}

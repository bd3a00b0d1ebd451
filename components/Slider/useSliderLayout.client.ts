'use client';

import { useMemo } from 'react';
import { useFirstMatch } from '../useFirstMatch.client';
import {
  layoutOf,
  mediaQueryFor,
  narrowestFirst,
  type SliderBreakpoint,
  type SliderLayout,
} from './layout';

/**
 * The slide count (and centre mode) for the current viewport width: the narrowest breakpoint that
 * matches, or `slidesToShow` above them all. The server and hydration see the widest layout.
 */
export function useSliderLayout(
  slidesToShow: number,
  breakpoints: readonly SliderBreakpoint[],
): SliderLayout {
  const steps = useMemo(() => narrowestFirst(breakpoints), [breakpoints]);
  const stepIndex = useFirstMatch(useMemo(() => steps.map(mediaQueryFor), [steps]));
  const matchedStep = steps[stepIndex];
  return useMemo<SliderLayout>(
    () => (matchedStep ? layoutOf(matchedStep) : { slidesToShow, centerMode: false }),
    [matchedStep, slidesToShow],
  );
}

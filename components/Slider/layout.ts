/**
 * One responsive step: at viewport widths up to and including `maxWidth` px the slider shows
 * `slidesToShow` slides. "Under 1250 px" is `maxWidth: 1249`, the number react-slick would take as
 * its `breakpoint` (it builds `(min-width: previous + 1px) and (max-width: breakpoint px)`).
 */
export interface SliderBreakpoint {
  maxWidth: number;
  slidesToShow: number;
  /** The current slide sits in the middle with the neighbours peeking in at the edges. */
  centerMode?: boolean;
}

export interface SliderLayout {
  slidesToShow: number;
  centerMode: boolean;
}

/** The width of each neighbour's peek in centre mode, the same in the fallback and in react-slick. */
export const CENTER_PADDING_PX = 48;

/** Narrowest first: the first step whose max-width matches the viewport wins, as in react-slick. */
export function narrowestFirst(breakpoints: readonly SliderBreakpoint[]): SliderBreakpoint[] {
  return [...breakpoints].sort((a, b) => a.maxWidth - b.maxWidth);
}

export function mediaQueryFor(breakpoint: SliderBreakpoint): string {
  return `(max-width: ${breakpoint.maxWidth}px)`;
}

export function layoutOf(breakpoint: SliderBreakpoint): SliderLayout {
  return { slidesToShow: breakpoint.slidesToShow, centerMode: breakpoint.centerMode ?? false };
}

/**
 * react-slick keeps its current slide in the middle in centre mode, so the first fully shown slide
 * is `floor(slidesToShow / 2)` before it. Positions here are that first fully shown slide.
 */
export function centerOffset(layout: SliderLayout): number {
  return layout.centerMode ? Math.floor(layout.slidesToShow / 2) : 0;
}

export function wrap(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/**
 * The server-rendered fallback's layout: every step as a media query on the slider's own scope,
 * so the first paint already has react-slick's slide widths and hides the slides it will not show.
 */
export function fallbackCss(
  scope: string,
  base: SliderLayout,
  breakpoints: readonly SliderBreakpoint[],
): string {
  const selector = `[data-slider="${scope}"]`;
  const rules = (layout: SliderLayout) =>
    `${selector}{--slides-shown:${layout.slidesToShow};--peek:${
      layout.centerMode ? CENTER_PADDING_PX : 0
    }px}` +
    `${selector} [data-fallback-slide]:nth-child(n+${layout.slidesToShow + 1}){visibility:hidden}` +
    `${selector} [data-fallback-slide]:nth-child(-n+${layout.slidesToShow}){visibility:visible}`;
  const widestFirst = narrowestFirst(breakpoints).reverse();
  return [
    rules(base),
    ...widestFirst.map(
      (breakpoint) => `@media ${mediaQueryFor(breakpoint)}{${rules(layoutOf(breakpoint))}}`,
    ),
  ].join('');
}

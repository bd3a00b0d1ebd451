import type SlickSlider from 'react-slick';
import type { Settings } from 'react-slick';
import { centerOffset, CENTER_PADDING_PX, wrap, type SliderLayout } from './layout';

export type SlickComponent = typeof SlickSlider;

let slickModule: Promise<SlickComponent> | undefined;

/** react-slick is fetched only once a slider is near the viewport (useSlickOnDemand). */
export function loadSlick(): Promise<SlickComponent> {
  slickModule ??= import('react-slick').then((module) => {
    const exported = module.default as unknown;
    // CommonJS interop differs between bundlers: the class may sit one level deeper.
    return (
      typeof exported === 'function' ? exported : (exported as { default: unknown }).default
    ) as SlickComponent;
  });
  return slickModule;
}

export const SPEED_MS = 450;

/** What the slider asks of react-slick: no controls or keyboard of its own, our layout and speed. */
export function slickSettings({
  count,
  layout,
  reducedMotion,
  initialSlide,
}: {
  count: number;
  layout: SliderLayout;
  reducedMotion: boolean;
  initialSlide: number;
}): Settings {
  return {
    arrows: false,
    dots: false,
    // The slider's buttons are the keyboard interface; arrow keys inside a card stay the browser's.
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
    initialSlide,
  };
}

/** How long after `afterChange` react-slick still refuses a move (its `animating` reset timer). */
export const SLICK_READY_MS = 10;

/**
 * After react-slick moves, only the slides fully inside the frame (clones included) stay
 * operable; the rest, peeking neighbours in centre mode too, are inert and hidden from assistive
 * tech. Returns the first fully shown slide, read from react-slick's current one.
 */
export function syncSlides(root: HTMLElement | null, layout: SliderLayout, count: number) {
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

/**
 * react-slick hides a slide from assistive tech (aria-hidden) as soon as it starts to move it; the
 * sync above, which makes hidden slides inert, follows the move. This makes a slide inert the
 * moment it is hidden, so its links never take focus while screen readers are told it is not
 * there. Returns the function that stops it.
 */
export function inertWhileHidden(root: HTMLElement): (() => void) | undefined {
  if (typeof MutationObserver !== 'function') return undefined;
  const observer = new MutationObserver((changes) => {
    for (const { target } of changes) {
      if (target instanceof HTMLElement && target.getAttribute('aria-hidden') === 'true') {
        target.toggleAttribute('inert', true);
      }
    }
  });
  observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
  return () => observer.disconnect();
}

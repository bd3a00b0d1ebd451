// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Slider, type SliderBreakpoint } from '@/components/Slider/Slider.client';
import { loadSlick } from '@/components/Slider/slick';
import { mockMedia } from '@/tests/support/media';

const BREAKPOINTS: SliderBreakpoint[] = [
  { maxWidth: 1249, slidesToShow: 4 },
  { maxWidth: 1089, slidesToShow: 3 },
  { maxWidth: 799, slidesToShow: 2, centerMode: true },
  { maxWidth: 639, slidesToShow: 1 },
];

const TITLES = ['Bowling', 'Laser Tag', 'Arcade', 'Pizza', 'Cake', 'Balloons'];

function renderSlider(props: { autoplayMs?: number } = {}) {
  const view = render(
    <Slider
      label="Party packages"
      slidesToShow={5}
      responsive={BREAKPOINTS}
      slides={TITLES.map((title) => (
        <a key={title} href={`#${title.toLowerCase()}`}>
          {title}
        </a>
      ))}
      {...props}
    />,
  );
  const carousel = screen.getByRole('region', { name: 'Party packages' });
  return { ...view, carousel };
}

/** A slide's content can be reached only when nothing around it is inert or hidden from AT. */
function reachable(element: Element) {
  return !element.closest('[inert]') && !element.closest('[aria-hidden="true"]');
}

const reachableLinks = (carousel: HTMLElement) =>
  within(carousel)
    .queryAllByRole('link', { hidden: true })
    .filter(reachable)
    .map((link) => link.textContent);

const currentDot = (carousel: HTMLElement) =>
  within(carousel)
    .getAllByRole('button', { name: /^Show slide/ })
    .find((dot) => dot.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label');

async function whenLoaded(carousel: HTMLElement) {
  await waitFor(() => expect(carousel).toHaveAttribute('data-ready', 'true'), { timeout: 3000 });
}

/**
 * Only timeouts are faked: they drive the slider's loading fallback, autoplay and react-slick.
 * user-event is not used with them, as it waits for a zero timeout after every action.
 */
function fakeTimeouts() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/** A guest's click: focus moves to the button, which is then pressed. */
function press(button: HTMLElement) {
  act(() => {
    button.focus();
    button.click();
  });
}

const STEP_MS = 50;
const INTERVAL_MS = 3000;

/**
 * Lets `ms` pass in short steps, each its own `act`, so that React renders between them as a
 * browser would: within one `act` it renders only at the end, and react-slick, whose next move
 * waits for its render after the last one, would stand still.
 */
async function elapse(ms: number) {
  for (let passed = 0; passed < ms; passed += STEP_MS) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(STEP_MS, ms - passed)));
  }
}

/** One autoplay interval, and the moment after it in which react-slick starts the move. */
const aTurn = () => elapse(INTERVAL_MS + 100);

/** Without IntersectionObserver and requestIdleCallback (jsdom), react-slick loads after 300 ms. */
async function whenLoadedOnFakeTimers(carousel: HTMLElement) {
  await elapse(300);
  expect(carousel).toHaveAttribute('data-ready', 'true');
}

// Imported up front, react-slick arrives right after the loading fallback's timeout on fake timers,
// not after however long its first import takes.
beforeAll(async () => {
  await loadSlick();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Slider before react-slick arrives', () => {
  it('is a named carousel whose slides are groups labelled "Slide n of m"', () => {
    mockMedia();
    const { carousel } = renderSlider();

    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(
      TITLES.map((_, index) => `Slide ${index + 1} of 6`),
    );
    for (const slide of slides) expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    // Every slide is in the server's HTML, for guests without script and for search engines.
    expect(carousel).toHaveTextContent(TITLES.join(''));
  });

  it('makes the slides the current width does not show inert', () => {
    mockMedia({ width: 1440 });
    const wide = renderSlider();
    expect(reachableLinks(wide.carousel)).toEqual(TITLES.slice(0, 5));
    wide.unmount();

    mockMedia({ width: 600 });
    const narrow = renderSlider();
    expect(reachableLinks(narrow.carousel)).toEqual(['Bowling']);
  });

  it('lays the fallback out with the breakpoint slide counts, widest first', () => {
    mockMedia();
    const { container } = renderSlider();
    const css = container.querySelector('style')?.textContent ?? '';

    expect(css).toContain('--slides-shown:5');
    const order = ['1249', '1089', '799', '639'].map((width) =>
      css.indexOf(`(max-width: ${width}px)`),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(css).toMatch(/\(max-width: 799px\)\{[^}]*--slides-shown:2;--peek:48px/);
  });
});

describe('Slider with react-slick', () => {
  it('keeps only the shown slides operable, clones included', async () => {
    mockMedia({ width: 1000, reducedMotion: true });
    const { carousel } = renderSlider();
    await whenLoaded(carousel);

    await waitFor(() =>
      expect(reachableLinks(carousel)).toEqual(['Bowling', 'Laser Tag', 'Arcade']),
    );
    const clones = carousel.querySelectorAll('.slick-cloned');
    expect(clones.length).toBeGreaterThan(0);
    for (const clone of clones) expect(clone).toHaveAttribute('inert');
  });

  it('moves with the previous and next buttons and the dots, and marks the current dot', async () => {
    mockMedia({ width: 1000, reducedMotion: true });
    const user = userEvent.setup();
    const { carousel } = renderSlider();
    await whenLoaded(carousel);
    expect(currentDot(carousel)).toBe('Show slide 1');

    await user.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(currentDot(carousel)).toBe('Show slide 2'));
    await waitFor(() => expect(reachableLinks(carousel)).toEqual(['Laser Tag', 'Arcade', 'Pizza']));

    await user.click(within(carousel).getByRole('button', { name: 'Show slide 5' }));
    await waitFor(() => expect(currentDot(carousel)).toBe('Show slide 5'));
    await waitFor(() => expect(reachableLinks(carousel)).toEqual(['Cake', 'Balloons', 'Bowling']));

    await user.click(within(carousel).getByRole('button', { name: 'Previous slide' }));
    await waitFor(() => expect(currentDot(carousel)).toBe('Show slide 4'));
  });

  it('counts a click that comes before react-slick and opens on that slide', async () => {
    mockMedia({ width: 1000, reducedMotion: true });
    const user = userEvent.setup();
    const { carousel } = renderSlider();

    await user.click(within(carousel).getByRole('button', { name: 'Show slide 3' }));
    await whenLoaded(carousel);
    await waitFor(() => expect(reachableLinks(carousel)).toEqual(['Arcade', 'Pizza', 'Cake']));
    expect(currentDot(carousel)).toBe('Show slide 3');
  });
});

describe('Slider far below the fold', () => {
  /** A browser's IntersectionObserver, told by the test when the slider comes near the viewport. */
  function stubViewport() {
    const observers: { callback: IntersectionObserverCallback; observer: IntersectionObserver }[] =
      [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push({ callback, observer: this as unknown as IntersectionObserver });
        }
        observe() {}
        disconnect() {}
      },
    );
    // An idle browser: every idle callback runs at once.
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
    return {
      scrollNear: () =>
        act(() => {
          for (const { callback, observer } of observers)
            callback([{ isIntersecting: true } as IntersectionObserverEntry], observer);
        }),
    };
  }

  it('does not lay react-slick out at idle, only once the guest scrolls near it', async () => {
    mockMedia({ width: 1000, reducedMotion: true });
    const viewport = stubViewport();
    fakeTimeouts();
    const { carousel } = renderSlider();

    await elapse(5000);
    expect(carousel).not.toHaveAttribute('data-ready');

    viewport.scrollNear();
    await elapse(STEP_MS);
    expect(carousel).toHaveAttribute('data-ready', 'true');
  });
});

describe('Slider autoplay', () => {
  it('has no rotation button without autoplay', () => {
    mockMedia();
    const { carousel } = renderSlider();
    expect(within(carousel).queryByRole('button', { name: /slide show/ })).not.toBeInTheDocument();
  });

  it('moves on by itself and stops for good when the guest presses Pause', async () => {
    fakeTimeouts();
    mockMedia({ width: 1000 });
    const { carousel } = renderSlider({ autoplayMs: INTERVAL_MS });
    await whenLoadedOnFakeTimers(carousel);

    await elapse(INTERVAL_MS - 100);
    expect(currentDot(carousel)).toBe('Show slide 1');
    await elapse(200);
    expect(currentDot(carousel)).toBe('Show slide 2');
    await aTurn();
    expect(currentDot(carousel)).toBe('Show slide 3');

    const pause = within(carousel).getByRole('button', { name: 'Pause slide show' });
    press(pause);
    expect(pause).toHaveAccessibleName('Play slide show');
    expect(carousel).toHaveAttribute('data-playing', 'false');
    await elapse(5 * INTERVAL_MS);
    expect(currentDot(carousel)).toBe('Show slide 3');

    press(pause);
    expect(pause).toHaveAccessibleName('Pause slide show');
    // Focus on the rotation button does not hold back what the guest just started.
    expect(carousel).toHaveAttribute('data-playing', 'true');
    await aTurn();
    expect(currentDot(carousel)).toBe('Show slide 4');
  });

  it('pauses while focus is inside the slides and resumes when it leaves', async () => {
    mockMedia({ width: 1000 });
    const { carousel } = renderSlider({ autoplayMs: 5000 });
    await whenLoaded(carousel);
    expect(carousel).toHaveAttribute('data-playing', 'true');

    act(() => within(carousel).getByRole('button', { name: 'Next slide' }).focus());
    expect(carousel).toHaveAttribute('data-playing', 'false');
    act(() => (document.activeElement as HTMLElement).blur());
    expect(carousel).toHaveAttribute('data-playing', 'true');
  });

  it('does not start under prefers-reduced-motion, but the guest can start it', async () => {
    fakeTimeouts();
    mockMedia({ width: 1000, reducedMotion: true });
    const { carousel } = renderSlider({ autoplayMs: INTERVAL_MS });
    await whenLoadedOnFakeTimers(carousel);

    const play = within(carousel).getByRole('button', { name: 'Play slide show' });
    expect(carousel).toHaveAttribute('data-playing', 'false');
    await elapse(5 * INTERVAL_MS);
    expect(currentDot(carousel)).toBe('Show slide 1');

    press(play);
    await aTurn();
    expect(currentDot(carousel)).toBe('Show slide 2');
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useImperativeHandle, type Ref } from 'react';
import type { LottieHandle } from 'lottie-react';
import {
  LottieAnimation,
  type LottieAnimationProps,
} from '@/components/LottieAnimation/LottieAnimation.client';
import { INTERACTIVE_MARK, isAnimation } from '@/components/LottieAnimation/loadAnimation';
import { useAnimationGroups } from '@/components/LottieAnimation/animationGroups';

/*
 * lottie-react stands in as a component that records its props, hands the component a handle
 * whose commands are spies, and reports `ready` once mounted (as lottie-web's DOMLoaded does).
 * The page's load event, idle callbacks, fetch and the motion preference are driven by the test.
 */

interface PlayerProps {
  src: unknown;
  autoplay?: boolean;
  loop?: boolean | number;
  className?: string;
  rendererSettings?: { preserveAspectRatio?: string };
  lottieRef?: Ref<LottieHandle>;
  subscriptions?: { ready?: () => void; error?: (event: { error: Error }) => void };
}

const player = vi.hoisted(() => ({
  renders: [] as PlayerProps[],
  unmounts: 0,
  handle: { play: vi.fn(), pause: vi.fn(), stop: vi.fn() },
  animationItem: { setSubframe: vi.fn() },
}));

vi.mock('lottie-react', () => ({
  LottieLight: function LottieLight(props: PlayerProps) {
    player.renders.push(props);
    const { lottieRef, subscriptions } = props;
    useImperativeHandle(
      lottieRef,
      () => ({ ...player.handle, animationItem: player.animationItem }) as unknown as LottieHandle,
    );
    useEffect(() => () => void (player.unmounts += 1), []);
    useEffect(() => subscriptions?.ready?.(), [subscriptions]);
    return <div data-testid="lottie-player" />;
  },
}));

const ANIMATION = { v: '5.7.4', fr: 50, ip: 0, op: 140, w: 1920, h: 1080, layers: [] };
const SRC = '/cms-assets/play-academy-hero.json';
const STILL = { src: '/cms-assets/play-academy-hero.svg', alt: '', width: 1920, height: 1080 };
const LABEL = 'A bubbling science flask';

// ---- the page's load event and idle callbacks ------------------------------------------------

const idle = new Map<number, IdleRequestCallback>();
let nextIdle = 1;

function pageStillLoading() {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
}

function fireLoad() {
  act(() => {
    window.dispatchEvent(new Event('load'));
  });
}

async function runIdleCallbacks() {
  await act(async () => {
    for (const [id, callback] of [...idle]) {
      idle.delete(id);
      callback({ didTimeout: false, timeRemaining: () => 50 });
    }
  });
}

// ---- fetch -----------------------------------------------------------------------------------

const fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();

function answer(body: unknown, ok = true) {
  fetchMock.mockImplementation(async () => ({ ok, json: async () => body }) as Response);
}

// ---- prefers-reduced-motion ------------------------------------------------------------------

const motion = { reduce: false, listeners: new Set<() => void>() };

function setReducedMotion(reduce: boolean) {
  act(() => {
    motion.reduce = reduce;
    for (const listener of motion.listeners) listener();
  });
}

beforeEach(() => {
  player.renders = [];
  player.unmounts = 0;
  for (const command of Object.values(player.handle)) command.mockClear();
  player.animationItem.setSubframe.mockClear();
  idle.clear();
  fetchMock.mockReset();
  answer(ANIMATION);
  motion.reduce = false;
  motion.listeners.clear();
  performance.clearMarks();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    idle.set(nextIdle, callback);
    return nextIdle++;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => idle.delete(id));
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return query.includes('prefers-reduced-motion: reduce') && motion.reduce;
    },
    addEventListener: (_: string, listener: () => void) => motion.listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => motion.listeners.delete(listener),
  }));
});

afterEach(() => {
  // Unmount while the stubs are still in place, then remove them.
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderAnimation(props: Partial<LottieAnimationProps> = {}) {
  const all = { src: SRC, still: STILL, label: LABEL, ...props } as LottieAnimationProps;
  const view = render(<LottieAnimation {...all} />);
  const root = view.container.firstElementChild as HTMLElement;
  return { ...view, root };
}

/** Load event, idle period, and the player reporting ready. */
async function untilPlaying() {
  fireLoad();
  await runIdleCallbacks();
  await screen.findByTestId('lottie-player');
  return screen.findByRole('button', { name: 'Pause animation' });
}

/**
 * An IntersectionObserver the test reports through: `report(true)` puts the box on screen.
 * Without one (jsdom has none) the component treats the box as on screen.
 */
function observeScreen() {
  let callback: IntersectionObserverCallback = () => undefined;
  const observed: Element[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(report: IntersectionObserverCallback) {
        callback = report;
      }
      observe(target: Element) {
        observed.push(target);
      }
      disconnect() {}
    },
  );
  return {
    observed,
    report: (isIntersecting: boolean) =>
      act(() =>
        callback(
          observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        ),
      ),
  };
}

/** Lets a fetch that resolves at once, and what follows it, run out. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('LottieAnimation before the page is interactive', () => {
  it('shows the still in a box of its aspect ratio, named by the label, and nothing else', () => {
    pageStillLoading();
    const { root } = renderAnimation();

    const image = screen.getByRole('img', { name: LABEL });
    const still = image.querySelector('img');
    expect(still).toHaveAttribute('src', STILL.src);
    expect(still).toHaveAttribute('alt', '');
    expect(root.style.getPropertyValue('--lottie-ratio')).toBe('1920 / 1080');
    expect(root).toHaveAttribute('data-lottie', 'still');
    expect(screen.queryByTestId('lottie-player')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('fetches nothing before the load event, and only once the browser is idle after it', async () => {
    pageStillLoading();
    renderAnimation();
    expect(idle.size).toBe(0);

    fireLoad();
    expect(idle.size).toBe(1);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(performance.getEntriesByName(INTERACTIVE_MARK)).toHaveLength(0);

    await runIdleCallbacks();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(SRC);
    expect(performance.getEntriesByName(INTERACTIVE_MARK)).toHaveLength(1);
  });

  it('waits for a timer where the browser has no requestIdleCallback', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    pageStillLoading();
    renderAnimation();

    fireLoad();
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledWith(SRC, expect.anything());
  });

  it('starts after an idle period when the page had already loaded', async () => {
    renderAnimation();
    expect(fetchMock).not.toHaveBeenCalled();

    await runIdleCallbacks();
    expect(await screen.findByTestId('lottie-player')).toBeInTheDocument();
  });

  it('loads nothing while its box is off screen or not laid out, and loads once it is on screen', async () => {
    const screenBox = observeScreen();
    pageStillLoading();
    renderAnimation();

    fireLoad();
    await runIdleCallbacks();
    screenBox.report(false);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('lottie-player')).not.toBeInTheDocument();

    screenBox.report(true);
    expect(await screen.findByTestId('lottie-player')).toBeInTheDocument();
  });

  it('on screen before the page is idle, still waits for the idle period', async () => {
    const screenBox = observeScreen();
    pageStillLoading();
    renderAnimation();

    screenBox.report(true);
    fireLoad();
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();

    await runIdleCallbacks();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('LottieAnimation once the page is interactive', () => {
  it('mounts the light player with the fetched animation, looping, and plays it', async () => {
    pageStillLoading();
    const { root } = renderAnimation();

    const toggle = await untilPlaying();

    const props = player.renders.at(-1);
    expect(props?.src).toEqual(ANIMATION);
    expect(props?.loop).toBe(true);
    // lottie-react reloads when autoplay changes, so playback goes through the handle.
    expect(props?.autoplay).toBe(false);
    expect(props?.rendererSettings?.preserveAspectRatio).toBe('xMidYMid meet');
    await waitFor(() => expect(player.handle.play).toHaveBeenCalled());
    expect(player.handle.stop).not.toHaveBeenCalled();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(root).toHaveAttribute('data-lottie', 'playing');
    // Still the same named image: the animation replaced the still inside it.
    expect(screen.getByRole('img', { name: LABEL })).toContainElement(
      screen.getByTestId('lottie-player'),
    );
  });

  it("draws only the file's own frames, not an in-between frame on every display refresh", async () => {
    pageStillLoading();
    renderAnimation();
    await untilPlaying();
    expect(player.animationItem.setSubframe).toHaveBeenCalledWith(false);
  });

  it('holds still when it leaves the screen and plays again when it comes back', async () => {
    const screenBox = observeScreen();
    pageStillLoading();
    const { root } = renderAnimation();
    screenBox.report(true);
    await untilPlaying();
    await waitFor(() => expect(player.handle.play).toHaveBeenCalledTimes(1));

    screenBox.report(false);
    expect(player.handle.pause).toHaveBeenCalledTimes(1);
    // The guest did not pause it: the toggle still says it plays.
    expect(root).toHaveAttribute('data-lottie', 'playing');

    screenBox.report(true);
    expect(player.handle.play).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['an answer that is not an animation', () => answer({ fr: 50, ip: 0, op: 140, w: 600 })],
    ['a 404', () => answer(ANIMATION, false)],
    [
      'a body that is not JSON',
      () =>
        fetchMock.mockResolvedValue({
          ok: true,
          json: async () => {
            throw new SyntaxError('Unexpected token <');
          },
        } as unknown as Response),
    ],
    ['a network failure', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('keeps the still after %s, and offers no toggle', async (_, arrange) => {
    arrange();
    pageStillLoading();
    const { root } = renderAnimation();

    fireLoad();
    await runIdleCallbacks();
    await settle();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(player.renders).toHaveLength(0);
    expect(root).toHaveAttribute('data-lottie', 'still');
    expect(root.querySelector('img')).toHaveAttribute('src', STILL.src);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('goes back to the still when the player reports an error', async () => {
    pageStillLoading();
    const { root } = renderAnimation();
    await untilPlaying();

    act(() => player.renders.at(-1)?.subscriptions?.error?.({ error: new Error('data_failed') }));

    expect(screen.queryByTestId('lottie-player')).not.toBeInTheDocument();
    expect(root).toHaveAttribute('data-lottie', 'still');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('pauses and resumes with a keyboard-operable toggle button', async () => {
    const user = userEvent.setup();
    pageStillLoading();
    const { root } = renderAnimation();
    const toggle = await untilPlaying();
    await waitFor(() => expect(player.handle.play).toHaveBeenCalledTimes(1));

    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(player.handle.pause).toHaveBeenCalledTimes(1);
    // A guest's pause holds the frame it stopped on.
    expect(player.handle.stop).not.toHaveBeenCalled();
    expect(root).toHaveAttribute('data-lottie', 'paused');

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(player.handle.play).toHaveBeenCalledTimes(2);
    expect(root).toHaveAttribute('data-lottie', 'playing');
  });

  it('names the toggle with pauseLabel, and hides a decorative animation from assistive technology', async () => {
    pageStillLoading();
    const { root } = renderAnimation({
      label: undefined,
      decorative: true,
      still: undefined,
      pauseLabel: 'Pause the orbiting planets',
    } as Partial<LottieAnimationProps>);

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(root.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    // Without a still the box is square until told otherwise.
    expect(root.style.getPropertyValue('--lottie-ratio')).toBe('');

    fireLoad();
    await runIdleCallbacks();
    const toggle = await screen.findByRole('button', { name: 'Pause the orbiting planets' });
    expect(toggle.closest('[aria-hidden="true"]')).toBeNull();
  });

  it('plays and pauses a group of animations together, under the one toggle of the group', async () => {
    const user = userEvent.setup();
    pageStillLoading();
    useAnimationGroups.setState({ choices: {} });
    const view = render(
      <>
        <LottieAnimation
          src={SRC}
          label={LABEL}
          group="page"
          controlsGroup
          pauseLabel="Pause the page's animations"
        />
        <LottieAnimation src={`${SRC}?orbit`} decorative group="page" />
      </>,
    );
    const [hero, orbit] = [...view.container.children] as HTMLElement[];
    fireLoad();
    await runIdleCallbacks();
    const toggle = await screen.findByRole('button', { name: "Pause the page's animations" });
    await waitFor(() => expect(orbit).toHaveAttribute('data-lottie', 'playing'));
    expect(screen.getAllByRole('button')).toHaveLength(1);

    await user.click(toggle);
    expect(hero).toHaveAttribute('data-lottie', 'paused');
    expect(orbit).toHaveAttribute('data-lottie', 'paused');
    await user.click(toggle);
    expect(orbit).toHaveAttribute('data-lottie', 'playing');
  });

  it('takes the box ratio from width and height when there is no still', () => {
    pageStillLoading();
    const { root } = renderAnimation({ still: undefined, width: 600, height: 400 });
    expect(root.style.getPropertyValue('--lottie-ratio')).toBe('600 / 400');
  });

  it('fills the box with fit="cover"', async () => {
    pageStillLoading();
    renderAnimation({ fit: 'cover' });
    await untilPlaying();
    expect(player.renders.at(-1)?.rendererSettings?.preserveAspectRatio).toBe('xMidYMid slice');
  });
});

describe('LottieAnimation and prefers-reduced-motion', () => {
  it('loads the animation but shows its first frame, not playing, until the guest presses play', async () => {
    const user = userEvent.setup();
    motion.reduce = true;
    pageStillLoading();
    const { root } = renderAnimation();

    const toggle = await untilPlaying();
    await waitFor(() => expect(player.handle.stop).toHaveBeenCalledTimes(1));
    expect(player.renders.at(-1)?.autoplay).toBe(false);
    expect(player.handle.play).not.toHaveBeenCalled();
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(root).toHaveAttribute('data-lottie', 'paused');

    await user.click(toggle);
    expect(player.handle.play).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows a change of the preference while the page is open', async () => {
    pageStillLoading();
    renderAnimation();
    const toggle = await untilPlaying();
    await waitFor(() => expect(player.handle.play).toHaveBeenCalledTimes(1));

    setReducedMotion(true);
    expect(player.handle.stop).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    setReducedMotion(false);
    expect(player.handle.play).toHaveBeenCalledTimes(2);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('lets the preference take over from a pause made under the other one, and keeps that pause', async () => {
    const user = userEvent.setup();
    pageStillLoading();
    renderAnimation();
    const toggle = await untilPlaying();
    await user.click(toggle);
    expect(player.handle.pause).toHaveBeenCalledTimes(1);

    setReducedMotion(true);
    expect(player.handle.stop).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    // Back under the preference the guest paused with: still paused, where it stopped.
    setReducedMotion(false);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(player.handle.play).toHaveBeenCalledTimes(1);
  });
});

describe('LottieAnimation when it unmounts', () => {
  it('before the page loads: stops listening, so the load event starts nothing', async () => {
    pageStillLoading();
    const { unmount } = renderAnimation();
    unmount();

    fireLoad();
    await runIdleCallbacks();
    await settle();
    expect(idle.size).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('while waiting for an idle period: cancels it', () => {
    pageStillLoading();
    const { unmount } = renderAnimation();
    fireLoad();
    expect(idle.size).toBe(1);

    unmount();
    expect(idle.size).toBe(0);
  });

  it('while fetching: aborts the request and mounts nothing', async () => {
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementation((_, init) => {
      signal = init?.signal ?? undefined;
      return new Promise(() => undefined);
    });
    pageStillLoading();
    const { unmount } = renderAnimation();
    fireLoad();
    await runIdleCallbacks();
    expect(signal?.aborted).toBe(false);

    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('once playing: unmounts the player, which destroys the animation', async () => {
    pageStillLoading();
    const { unmount } = renderAnimation();
    await untilPlaying();

    unmount();
    expect(player.unmounts).toBe(1);
  });
});

describe('isAnimation', () => {
  it('accepts the least a bodymovin file has, and refuses anything less', () => {
    expect(isAnimation(ANIMATION)).toBe(true);
    expect(isAnimation(null)).toBe(false);
    expect(isAnimation([ANIMATION])).toBe(false);
    expect(isAnimation({ ...ANIMATION, layers: undefined })).toBe(false);
    expect(isAnimation({ ...ANIMATION, fr: '50' })).toBe(false);
    expect(isAnimation({ ...ANIMATION, w: Number.NaN })).toBe(false);
    expect(isAnimation({ ...ANIMATION, op: 0 })).toBe(false);
  });
});

// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { videoSliderSchema } from '@/blocks/video-slider/schema';
import { VideoSlider } from '@/blocks/video-slider/VideoSlider';
import { asset, entry } from '@/tests/support/entries';
import { loggedWith, spyOnWarnings } from '@/tests/support/log';
import { mockMedia } from '@/tests/support/media';

const TITLES = ['Birthday Parties', 'Inside the Laser Tag Arena', 'Arcade Ticket Tips'];

const videoEntry = (title: string, index: number, fields: Record<string, unknown> = {}) =>
  entry(
    'videoEmbed',
    {
      title,
      url: `https://player.vimeo.com/video/10000${index}`,
      poster: asset({ fileName: `poster-${index}.svg`, description: `${title} poster` }),
      caption: `${title}, in a minute.`,
      ...fields,
    },
    `video-${index}`,
  );

const fields = {
  heading: 'See It in Action',
  intro: 'Short films from our centers.',
  videos: TITLES.map((title, index) => videoEntry(title, index)),
};

/** Stands in for the browser's IntersectionObserver, so a test can move a player out of frame. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  targets: Element[] = [];
  constructor(public callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function crossFrame(target: Element, isIntersecting: boolean) {
  for (const observer of FakeIntersectionObserver.all) {
    if (!observer.targets.includes(target)) continue;
    observer.callback(
      [{ target, isIntersecting } as unknown as IntersectionObserverEntry],
      observer as unknown as IntersectionObserver,
    );
  }
}
const leaveFrame = (player: Element) => crossFrame(player, false);

beforeEach(() => {
  FakeIntersectionObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  mockMedia({ width: 1440 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderSlider() {
  render(<VideoSlider {...videoSliderSchema.parse(fields)} context={PUBLISHED_ENGLISH} />);
  const carousel = screen.getByRole('region', { name: 'See It in Action' });
  // The guest scrolls to it: react-slick is laid out only near the viewport.
  act(() => crossFrame(carousel, true));
  await waitFor(() => expect(carousel).toHaveAttribute('data-ready', 'true'), { timeout: 3000 });
  return carousel;
}

/** The controls of slides a guest can reach (react-slick's clones and hidden slides are inert). */
const reachable = (elements: HTMLElement[]) =>
  elements.filter((element) => !element.closest('[inert]'));

describe('Video slider block', () => {
  it('shows every video as its poster, title and caption, turning by itself with a Pause button', async () => {
    const carousel = await renderSlider();
    expect(carousel.closest('section#see-it-in-action')).toHaveTextContent(
      'Short films from our centers.',
    );
    for (const title of TITLES) {
      expect(within(carousel).getAllByRole('heading', { name: title, hidden: true })).not.toEqual(
        [],
      );
      expect(carousel).toHaveTextContent(`${title}, in a minute.`);
    }
    expect(
      reachable(within(carousel).getAllByRole('button', { name: /^Play video: /, hidden: true })),
    ).toHaveLength(2);
    expect(carousel.querySelector('iframe')).toBeNull();
    expect(within(carousel).getByRole('button', { name: 'Pause slide show' })).toBeVisible();
    expect(carousel).toHaveAttribute('data-playing', 'true');
  });

  it('stops turning while a video plays, and turns again once it has left the frame', async () => {
    const user = userEvent.setup();
    const carousel = await renderSlider();
    const [play] = reachable(
      within(carousel).getAllByRole('button', { name: `Play video: ${TITLES[0]}`, hidden: true }),
    );
    // From the keyboard: a resting mouse pointer would hold the slide show still by itself.
    act(() => play!.focus());
    await user.keyboard('{Enter}');

    const frame = within(carousel).getByTitle(`Video: ${TITLES[0]}`);
    expect(frame).toHaveAttribute('src', expect.stringMatching(/^https:\/\/player\.vimeo\.com\//));
    expect(frame).toHaveFocus();
    // Not only because focus is inside: the slide show has nothing to pause while a video plays.
    act(() => frame.blur());
    expect(within(carousel).queryByRole('button', { name: /slide show/ })).toBeNull();
    expect(carousel).toHaveAttribute('data-playing', 'false');

    act(() => leaveFrame(frame.closest('[data-playing]')!));

    expect(carousel.querySelector('iframe')).toBeNull();
    expect(
      reachable(within(carousel).getAllByRole('button', { name: `Play video: ${TITLES[0]}` })),
    ).toHaveLength(1);
    expect(within(carousel).getByRole('button', { name: 'Pause slide show' })).toBeVisible();
    await waitFor(() => expect(carousel).toHaveAttribute('data-playing', 'true'));
  });

  it('skips a video with another host and refuses a slider with no video left', () => {
    const warnings = spyOnWarnings();
    const props = videoSliderSchema.parse({
      ...fields,
      videos: [videoEntry('Off-site', 9, { url: 'https://example.com/v/1' }), fields.videos[0]],
    });
    expect(props.videos.map((video) => video.title)).toEqual([TITLES[0]]);
    expect(JSON.stringify(loggedWith(warnings, 'list item skipped'))).toContain('video-9');

    expect(
      videoSliderSchema.safeParse({
        heading: 'See It in Action',
        videos: [videoEntry('No poster', 8, { poster: null })],
      }).success,
    ).toBe(false);
    expect(videoSliderSchema.safeParse({ videos: fields.videos }).success).toBe(false);
  });
});

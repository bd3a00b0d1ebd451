// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CareersGrowthSlider } from '@/blocks/careers-growth-slider/CareersGrowthSlider';
import { careersGrowthSliderSchema } from '@/blocks/careers-growth-slider/schema';
import { loadSlick } from '@/components/Slider/slick';
import { asset, contentItem } from '@/tests/support/entries';
import { spyOnWarnings } from '@/tests/support/log';
import { mockMedia } from '@/tests/support/media';

const story = (title: string, who: string, portrait = true) =>
  contentItem({
    title,
    excerpt: `${title}: the story.`,
    tagLine: who,
    ...(portrait ? { linkImage: asset({ fileName: 'story.svg', description: `${who}` }) } : {}),
  });

const fields = {
  heading: 'Growth stories',
  intro: 'Real paths.',
  stories: [
    story('From party host to general manager', 'Maya R., General Manager'),
    story('From line cook to kitchen manager', 'Luis M., Kitchen Manager', false),
    story('From front desk to events director', 'Jordan T., Events Director'),
  ],
};

// Imported up front, react-slick arrives right after the loading fallback's timeout on fake timers,
// not after however long its first import takes.
beforeAll(async () => {
  await loadSlick();
});

beforeEach(() => mockMedia({ width: 1440 }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The block once react-slick runs it. */
async function renderLoaded() {
  render(
    <CareersGrowthSlider
      {...careersGrowthSliderSchema.parse(fields)}
      context={PUBLISHED_ENGLISH}
    />,
  );
  const carousel = screen.getByRole('region', { name: 'Growth stories' });
  await waitFor(() => expect(carousel).toHaveAttribute('data-ready', 'true'), { timeout: 3000 });
  return carousel;
}

const STEP_MS = 50;

/**
 * Lets `ms` pass in short steps, each its own `act`, so that React renders between them as a
 * browser would: react-slick's next move waits for its render after the last one.
 */
async function elapse(ms: number) {
  for (let passed = 0; passed < ms; passed += STEP_MS) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(STEP_MS, ms - passed)));
  }
}

const currentDot = (carousel: HTMLElement) =>
  within(carousel)
    .getAllByRole('button', { name: /^Show slide/ })
    .find((dot) => dot.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label');

/** The titles of the stories a guest can reach: one at a time (clones and neighbours are inert). */
const storiesInView = (carousel: HTMLElement) =>
  within(carousel)
    .getAllByRole('heading', { level: 3, hidden: true })
    .filter((title) => !title.closest('[inert]') && !title.closest('[aria-hidden="true"]'))
    .map((title) => title.textContent);

describe('Careers growth slider block', () => {
  it('shows one story per slide: title, story, who tells it and their portrait', () => {
    render(
      <CareersGrowthSlider
        {...careersGrowthSliderSchema.parse(fields)}
        context={PUBLISHED_ENGLISH}
      />,
    );
    const carousel = screen.getByRole('region', { name: 'Growth stories' });
    const slides = within(carousel).getAllByRole('group', { hidden: true });

    expect(slides).toHaveLength(3);
    expect(slides[0]).toHaveAccessibleName('Slide 1 of 3');
    expect(slides[0]).toHaveTextContent(
      'From party host to general managerFrom party host to general manager: the story.Maya R., General Manager',
    );
    expect(within(slides[0]!).getByRole('img', { hidden: true })).toHaveAccessibleName(
      'Maya R., General Manager',
    );
    expect(within(slides[1]!).queryByRole('img', { hidden: true })).toBeNull();
  });

  it('moves to the next story when the guest presses Next', async () => {
    mockMedia({ width: 1440, reducedMotion: true });
    const user = userEvent.setup();
    const carousel = await renderLoaded();
    expect(storiesInView(carousel)).toEqual(['From party host to general manager']);
    expect(currentDot(carousel)).toBe('Show slide 1');

    await user.click(within(carousel).getByRole('button', { name: 'Next slide' }));

    await waitFor(() => expect(currentDot(carousel)).toBe('Show slide 2'));
    await waitFor(() =>
      expect(storiesInView(carousel)).toEqual(['From line cook to kitchen manager']),
    );
  });

  it('turns to the next story by itself, and stays there once the guest pauses it', async () => {
    // Only timeouts are faked: they drive the slider's loading fallback, autoplay and react-slick.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      <CareersGrowthSlider
        {...careersGrowthSliderSchema.parse(fields)}
        context={PUBLISHED_ENGLISH}
      />,
    );
    const carousel = screen.getByRole('region', { name: 'Growth stories' });
    // Without IntersectionObserver and requestIdleCallback (jsdom), react-slick loads after 300 ms.
    await elapse(300);
    expect(carousel).toHaveAttribute('data-ready', 'true');

    await elapse(6_900);
    expect(currentDot(carousel)).toBe('Show slide 1');
    await elapse(200);
    expect(currentDot(carousel)).toBe('Show slide 2');

    act(() => within(carousel).getByRole('button', { name: 'Pause slide show' }).click());
    await elapse(14_000);
    expect(currentDot(carousel)).toBe('Show slide 2');
    expect(carousel).toHaveAttribute('data-playing', 'false');
  });

  it('skips a story without its text and refuses an entry with no story left', () => {
    const warn = spyOnWarnings();
    const props = careersGrowthSliderSchema.parse({
      ...fields,
      stories: [contentItem({ title: 'Untold' }), ...fields.stories],
    });
    expect(props.stories).toHaveLength(3);
    expect(warn).toHaveBeenCalled();
    expect(careersGrowthSliderSchema.safeParse({ ...fields, stories: [] }).success).toBe(false);
    expect(careersGrowthSliderSchema.safeParse({ stories: fields.stories }).success).toBe(false);
  });
});

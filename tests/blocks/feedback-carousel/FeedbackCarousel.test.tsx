// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FeedbackCarousel,
  FEEDBACK_CAROUSEL_AUTOPLAY_MS,
} from '@/blocks/feedback-carousel/FeedbackCarousel';
import { feedbackCarouselSchema } from '@/blocks/feedback-carousel/schema';
import { spyOnWarnings } from '@/tests/support/log';
import { mockMedia } from '@/tests/support/media';
import { feedbackEntry, lincoln, luis, maya } from '../testimonials/feedback';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderCarousel(feedback: unknown[] = [maya, lincoln, luis]) {
  const props = feedbackCarouselSchema.parse({ intro: 'Families on their last visit.', feedback });
  render(<FeedbackCarousel {...props} context={PUBLISHED_ENGLISH} />);
  return screen.getByRole('region', { name: 'What others are saying' });
}

describe('Feedback carousel block', () => {
  it("is headed 'What others are saying' and shows one quote per slide", () => {
    mockMedia();
    const carousel = renderCarousel();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('What others are saying');
    expect(carousel.closest('section#what-others-are-saying')).toHaveTextContent(
      'Families on their last visit.',
    );
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'Slide 1 of 3',
      'Slide 2 of 3',
      'Slide 3 of 3',
    ]);
    expect(slides[1]!.querySelector('blockquote')).toHaveTextContent(
      'Our fifth graders measured angles on the lanes.',
    );
    expect(slides[1]).toHaveTextContent('Lincoln Elementary, Mesa, Arizona');
  });

  it('turns every 4 seconds until the guest presses Pause', async () => {
    expect(FEEDBACK_CAROUSEL_AUTOPLAY_MS).toBe(4000);
    mockMedia();
    const user = userEvent.setup();
    const carousel = renderCarousel();
    await waitFor(() => expect(carousel).toHaveAttribute('data-playing', 'true'), {
      timeout: 3000,
    });
    await user.click(within(carousel).getByRole('button', { name: 'Pause slide show' }));
    expect(within(carousel).getByRole('button', { name: 'Play slide show' })).toBeVisible();
    expect(carousel).toHaveAttribute('data-playing', 'false');
  });

  it('waits for Play when the guest prefers reduced motion', () => {
    mockMedia({ reducedMotion: true });
    const carousel = renderCarousel();
    expect(within(carousel).getByRole('button', { name: 'Play slide show' })).toBeVisible();
    expect(carousel).toHaveAttribute('data-playing', 'false');
  });

  it('skips feedback that fails to parse and refuses a carousel with none left', () => {
    const warnings = spyOnWarnings();
    const props = feedbackCarouselSchema.parse({
      feedback: [feedbackEntry({ quote: '' }, 'feedback-empty'), maya],
    });
    expect(props.feedback).toHaveLength(1);
    expect(JSON.stringify(warnings.mock.calls)).toContain('feedback-empty');
    expect(feedbackCarouselSchema.safeParse({ feedback: [] }).success).toBe(false);
    expect(
      feedbackCarouselSchema.safeParse({ feedback: [feedbackEntry({ name: '  ' })] }).success,
    ).toBe(false);
  });
});

// @vitest-environment jsdom
import { PUBLISHED_ENGLISH } from '@/blocks/defineBlock';
import { render, screen, within } from '@testing-library/react';
import { testimonialsSchema } from '@/blocks/testimonials/schema';
import { Testimonials } from '@/blocks/testimonials/Testimonials';
import { spyOnWarnings } from '@/tests/support/log';
import { feedbackEntry, lincoln, luis, maya } from './feedback';

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderBlock(feedback: unknown[]) {
  const props = testimonialsSchema.parse({
    heading: 'Trusted by Schools and Teams',
    intro: 'Groups that plan their outings with us.',
    feedback,
  });
  const { container } = render(<Testimonials {...props} context={PUBLISHED_ENGLISH} />);
  return {
    container,
    section: screen.getByRole('region', { name: 'Trusted by Schools and Teams' }),
  };
}

describe('Testimonials block', () => {
  it('shows every quote with its headline, who said it and where from', async () => {
    const { section } = await renderBlock([maya, lincoln, luis]);
    expect(section).toHaveTextContent('Groups that plan their outings with us.');
    const quotes = within(section).getAllByRole('listitem');
    expect(quotes).toHaveLength(3);
    expect(within(quotes[1]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Science came alive',
    );
    expect(quotes[1]!.querySelector('blockquote')).toHaveTextContent(
      'Our fifth graders measured angles on the lanes.',
    );
    expect(quotes[1]).toHaveTextContent('Jordan Ellis');
    expect(quotes[1]).toHaveTextContent('Lincoln Elementary, Mesa, Arizona');
    // The portrait is decoration beside the name; without one, initials stand in.
    expect(quotes[0]!.querySelector('img')).toHaveAttribute('alt', '');
    expect(quotes[2]).toHaveTextContent('LA');
    expect(within(quotes[2]!).queryByRole('heading')).toBeNull();
  });

  it('describes no quote as a review: without a rating, search engines refuse one', async () => {
    const { container } = await renderBlock([maya, lincoln]);
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('skips a quote without a name or words, and refuses a section with none left', () => {
    const warnings = spyOnWarnings();
    const nameless = feedbackEntry({ name: '' }, 'feedback-nameless');
    const props = testimonialsSchema.parse({ heading: 'Reviews', feedback: [nameless, maya] });
    expect(props.feedback.map((item) => item.name)).toEqual(['Maya R.']);
    expect(JSON.stringify(warnings.mock.calls)).toContain('feedback-nameless');
    expect(
      testimonialsSchema.safeParse({
        heading: 'Reviews',
        feedback: [feedbackEntry({ quote: ' ' })],
      }).success,
    ).toBe(false);
    expect(testimonialsSchema.safeParse({ feedback: [maya] }).success).toBe(false);
  });
});

describe('Testimonials block on a Spanish page', () => {
  it('marks a quote still in English as English, and a translated one not at all', () => {
    const inWords = (feedback: typeof maya, wordsLocale: string) => ({
      ...feedback,
      sys: { ...feedback.sys, wordsLocale },
    });
    const props = testimonialsSchema.parse({
      heading: 'Lo que dicen las escuelas',
      feedback: [inWords(maya, 'en-US'), inWords(lincoln, 'es-US')],
    });
    render(<Testimonials {...props} context={{ draft: false, locale: 'es' }} />);
    const [english, spanish] = screen.getAllByRole('figure');
    expect(english).toHaveAttribute('lang', 'en');
    expect(spanish).not.toHaveAttribute('lang');
  });
});

// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { testimonialsSchema } from '@/blocks/testimonials/schema';
import { Testimonials } from '@/blocks/testimonials/Testimonials';
import { getSiteSettings } from '@/lib/cms';
import type { SiteSettings } from '@/lib/cms/siteSettings';
import { spyOnWarnings } from '@/tests/support/log';
import { feedbackEntry, lincoln, luis, maya } from './feedback';

vi.mock('@/lib/cms', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/cms')>()),
  getSiteSettings: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(getSiteSettings).mockResolvedValue({ companyName: 'Spark Alley' } as SiteSettings);
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function renderBlock(feedback: unknown[]) {
  const props = testimonialsSchema.parse({
    heading: 'Trusted by Schools and Teams',
    intro: 'Groups that plan their outings with us.',
    feedback,
  });
  const { container } = render(await Testimonials({ ...props, context: { draft: false } }));
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

  it('describes each quote as a schema.org Review of the company, without invented ratings', async () => {
    const { container } = await renderBlock([maya, lincoln]);
    const data = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')!.textContent!,
    ) as { '@graph': Record<string, unknown>[] };
    expect(data['@graph']).toEqual([
      {
        '@type': 'Review',
        name: 'Best birthday ever',
        reviewBody: 'The party host had every kid laughing.',
        author: { '@type': 'Person', name: 'Maya R.' },
        itemReviewed: { '@type': 'Organization', name: 'Spark Alley' },
      },
      {
        '@type': 'Review',
        name: 'Science came alive',
        reviewBody: 'Our fifth graders measured angles on the lanes.',
        author: {
          '@type': 'Person',
          name: 'Jordan Ellis',
          affiliation: { '@type': 'Organization', name: 'Lincoln Elementary' },
        },
        itemReviewed: { '@type': 'Organization', name: 'Spark Alley' },
      },
    ]);
    expect(JSON.stringify(data)).not.toMatch(/rating/i);
  });

  it('keeps a quote from closing its script element', async () => {
    const { container } = await renderBlock([
      feedbackEntry({ quote: 'Great night </script><script>alert(1)</script>' }),
    ]);
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain('</script>');
    expect(JSON.stringify(JSON.parse(script.textContent!))).toContain('</script><script>');
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

// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import EstimatePage, {
  generateMetadata,
} from '@/app/[locale]/events/[eventTypeSlug]/[pageSlug]/estimate/page';

// The page reads the embedded content (content/events.json).
vi.mock('@/screens/draftMode', () => ({ isDraftMode: async () => false }));

async function renderEstimate(query: Record<string, string | string[]>, pageSlug = 'play-academy') {
  return render(
    await EstimatePage({
      params: Promise.resolve({ eventTypeSlug: 'school-events', pageSlug }),
      searchParams: Promise.resolve(query),
    }),
  );
}

const result = () => document.getElementById('play-academy-estimate')!;

describe('/events/school-events/play-academy/estimate/', () => {
  it('answers the choices a form sent without script with their figures', async () => {
    await renderEstimate({ labs: ['bowling', 'arcade', 'laser-tag'], students: '25' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your Play Academy estimate',
    );
    expect(within(result()).getByText('Total').nextSibling).toHaveTextContent('$524.75');
    expect(within(result()).getByRole('link', { name: 'Request this visit' })).toHaveAttribute(
      'href',
      '/events/school-events/play-academy/#book-your-play-academy-labs',
    );
    expect(screen.getByRole('link', { name: /Back to Play Academy/ })).toHaveAttribute(
      'href',
      '/events/school-events/play-academy/',
    );
    const metadata = await generateMetadata({
      params: Promise.resolve({ eventTypeSlug: 'school-events', pageSlug: 'play-academy' }),
    });
    expect(metadata).toMatchObject({
      title: 'Your Play Academy estimate',
      robots: { index: false, follow: true },
      openGraph: {
        url: 'http://localhost:3000/events/school-events/play-academy/estimate/',
        images: [
          {
            url: 'http://localhost:3000/share-image/events/school-events/play-academy/estimate/',
            alt: 'Your Play Academy estimate',
          },
        ],
      },
    });
  });

  it('says what to change for choices that are no estimate, whatever the address holds', async () => {
    await renderEstimate({
      package: '<script>',
      labs: Array.from({ length: 50 }, () => 'x'.repeat(5000)),
      students: '1e9',
    });
    expect(screen.getByText('Choose from 1 to 4 labs.')).toBeVisible();
    expect(screen.getByText('Enter the number of students: at least 10.')).toBeVisible();
    expect(result()).toHaveTextContent('Check the choices above to see the estimate.');
  });

  it('is there for the Play Academy page only', async () => {
    await expect(renderEstimate({}, 'field-trip')).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    });
    await expect(
      generateMetadata({
        params: Promise.resolve({ eventTypeSlug: 'school-events', pageSlug: 'field-trip' }),
      }),
    ).rejects.toMatchObject({ digest: expect.stringContaining('404') });
  });
});

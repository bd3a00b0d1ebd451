// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import EstimatePage, {
  generateMetadata,
} from '@/app/[locale]/events/[eventTypeSlug]/[pageSlug]/estimate/page';
import { setRootLocale } from '@/tests/support/rootParams';

// The page reads the embedded content (content/events.json).
vi.mock('@/screens/draftMode', () => ({ isDraftMode: async () => false }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  usePathname: () => '/es/events/school-events/play-academy/estimate/',
}));

beforeEach(() => setRootLocale('es'));
afterEach(() => setRootLocale('en'));

const result = () => document.getElementById('play-academy-estimate')!;

describe('/es/events/school-events/play-academy/estimate/', () => {
  it('answers the sent choices in Spanish', async () => {
    render(
      await EstimatePage({
        params: Promise.resolve({ eventTypeSlug: 'school-events', pageSlug: 'play-academy' }),
        searchParams: Promise.resolve({ labs: ['bowling', 'arcade', 'laser-tag'], students: '25' }),
      }),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Tu presupuesto estimado de Play Academy',
    );
    expect(screen.getByRole('link', { name: /Volver a Play Academy/ })).toHaveAttribute(
      'href',
      '/es/events/school-events/play-academy/',
    );
    expect(
      screen.getByRole('region', { name: 'Presupuesto estimado de tu visita' }),
    ).toContainElement(result());
    expect(within(result()).getByText('Total').nextSibling).toHaveTextContent('$524.75');
    expect(result()).toHaveTextContent('3 laboratorios');
    expect(document.body).not.toHaveTextContent(/Back to|Your Play Academy estimate|students/);
    const metadata = await generateMetadata({
      params: Promise.resolve({ eventTypeSlug: 'school-events', pageSlug: 'play-academy' }),
    });
    expect(metadata).toMatchObject({
      title: 'Tu presupuesto estimado de Play Academy',
      openGraph: {
        locale: 'es_US',
        images: [
          {
            url: 'http://localhost:3000/es/share-image/events/school-events/play-academy/estimate/',
          },
        ],
      },
    });
  });
});

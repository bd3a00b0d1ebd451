// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { ExperienceSlider } from '@/blocks/experience-slider/ExperienceSlider';
import { getCenterEntries, getExperiences, getSiteSettings } from '@/lib/cms';
import { toExperiences } from '@/lib/cms/experiences';
import type { SiteSettings } from '@/lib/cms/siteSettings';
import { useSite } from '@/stores/site';
import { centerEntry, experienceEntry } from '@/tests/support/experiences';
import { mockMedia } from '@/tests/support/media';

vi.mock('next/navigation', () => ({ usePathname: () => '/es/experiences/bowling/' }));
vi.mock('@/lib/cms', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/cms')>()),
  getExperiences: vi.fn(),
  getCenterEntries: vi.fn(),
  getSiteSettings: vi.fn(),
}));

beforeEach(() => {
  mockMedia({ width: 1440 });
  localStorage.clear();
  useSite.setState({ chosenCenterId: undefined });
  vi.mocked(getExperiences).mockResolvedValue(
    toExperiences([
      experienceEntry('bowling', 'Boliche', 'bowling'),
      experienceEntry('arcade', 'Arcade', 'arcade'),
    ]),
  );
  vi.mocked(getCenterEntries).mockResolvedValue([
    centerEntry('101', 'Tempe', ['bowling', 'arcade']),
    centerEntry('301', 'Lubbock', ['escape-rooms']),
  ]);
  vi.mocked(getSiteSettings).mockResolvedValue({ companyName: 'Spark Alley' } as SiteSettings);
});
afterEach(() => vi.restoreAllMocks());

const renderSpanishSlider = async () =>
  render(await ExperienceSlider({ intro: undefined, context: { draft: false, locale: 'es' } }));

describe('Experience slider on a Spanish page', () => {
  it('names the experiences at the guest’s center in Spanish', async () => {
    useSite.setState({ chosenCenterId: '101' });
    await renderSpanishSlider();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Experiencias en Tempe' }),
    ).toBeVisible();
    expect(
      screen
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent)
        .filter((name) => name?.startsWith('Más información')),
    ).toEqual(['Más información: Boliche', 'Más información: Arcade']);
    expect(document.body).not.toHaveTextContent(/Experiences at|Learn More/);
  });

  it('asks in Spanish when nothing is on at the guest’s center', async () => {
    useSite.setState({ chosenCenterId: '301' });
    await renderSpanishSlider();
    expect(await screen.findByRole('heading', { name: 'Experiencias en Lubbock' })).toBeVisible();
    expect(screen.getByText(/^Pregunta al equipo de Lubbock qué hay hoy o/)).toHaveTextContent(
      'Pregunta al equipo de Lubbock qué hay hoy o busca otro centro cerca de ti.',
    );
    expect(screen.getByRole('link', { name: 'busca otro centro' })).toHaveAttribute(
      'href',
      '/es/locations/',
    );
  });
});

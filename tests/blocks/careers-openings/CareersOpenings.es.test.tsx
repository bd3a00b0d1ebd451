// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CareersOpenings } from '@/blocks/careers-openings/CareersOpenings';
import { careersOpeningsSchema } from '@/blocks/careers-openings/schema';
import { getCenterEntries, getJobOpeningEntries, getSiteSettings } from '@/lib/cms';
import { KATY, NOW, OPENINGS, PLANO, TEMPE } from './fixtures';

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useSearchParams: vi.fn(() => new URLSearchParams()),
}));
vi.mock('@/lib/cms', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/cms')>()),
  getJobOpeningEntries: vi.fn(),
  getSiteSettings: vi.fn(),
  getCenterEntries: vi.fn(),
}));

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.mocked(getJobOpeningEntries).mockResolvedValue(OPENINGS);
  vi.mocked(getSiteSettings).mockResolvedValue({ companyName: 'Spark Alley' } as never);
  vi.mocked(getCenterEntries).mockResolvedValue([TEMPE, KATY, PLANO]);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The block as a Spanish page renders it; the heading is the editors' Spanish. */
async function renderSpanishBlock() {
  const element = await CareersOpenings({
    ...careersOpeningsSchema.parse({ heading: 'Vacantes' }),
    context: { draft: false, locale: 'es' },
  });
  render(element);
  return { list: screen.getByRole('region', { name: 'Vacantes' }), user: userEvent.setup() };
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the careers openings on a Spanish page', () => {
  it('narrows the openings with Spanish selects and says how many are shown', async () => {
    const { list, user } = await renderSpanishBlock();
    const filter = within(list).getByRole('group', { name: 'Encuentra vacantes cerca de ti' });
    const state = within(filter).getByRole('combobox', { name: 'Estado' });
    const role = within(filter).getByRole('combobox', { name: 'Puesto' });

    expect(optionsOf(state)).toEqual(['Todos los estados', 'Arizona', 'Texas']);
    expect(optionsOf(within(filter).getByRole('combobox', { name: 'Centro' }))[0]).toBe(
      'Todos los centros',
    );
    expect(optionsOf(role)).toEqual([
      'Todos los puestos',
      'Alimentos y bebidas',
      'Eventos y fiestas',
    ]);
    expect(within(list).getByRole('status')).toHaveTextContent('Se muestran 3 vacantes');

    await user.selectOptions(role, 'Alimentos y bebidas');
    expect(within(list).getByRole('status')).toHaveTextContent('Se muestra 1 vacante');
    await user.selectOptions(state, 'Arizona');
    expect(list).toHaveTextContent('Ninguna vacante coincide por ahora.');

    await user.click(within(filter).getByRole('button', { name: 'Ver todas' }));
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(within(list).queryByRole('combobox', { name: 'State' })).toBeNull();
    expect(list).not.toHaveTextContent(/Showing|All states|No openings match/);
  });

  it('tells each opening’s terms and dates in Spanish, with its Apply link named in Spanish', async () => {
    const { list } = await renderSpanishBlock();
    const cook = within(list).getAllByRole('article')[1]!;

    expect(cook).toHaveTextContent('Alimentos y bebidas');
    expect(cook).toHaveTextContent('Tiempo completo');
    expect(cook).toHaveTextContent('$17.00–$20.00 por hora');
    expect(cook).toHaveTextContent('Publicada el 12 nov 2026');
    expect(cook).toHaveTextContent('Solicitudes hasta el 31 mar 2027');
    expect(within(cook).getByText('Lo que harás', { exact: false })).toBeVisible();
    expect(within(cook).getByRole('link', { name: 'Solicitar: Line Cook, Katy' })).toBeVisible();
    expect(cook).not.toHaveTextContent(/Full-time|an hour|Posted|Apply by|What you will do/);
    expect(screen.getByRole('heading', { level: 2, name: 'Envía tu solicitud' })).toBeVisible();
  });

  it('says in Spanish that no opening is listed', async () => {
    vi.mocked(getJobOpeningEntries).mockResolvedValue([]);
    const { list } = await renderSpanishBlock();
    expect(list).toHaveTextContent('Por ahora no hay vacantes publicadas.');
    expect(list).not.toHaveTextContent('There are no openings');
  });
});

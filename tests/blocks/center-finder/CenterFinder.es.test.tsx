// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CenterFinder } from '@/blocks/center-finder/CenterFinder';
import { centerFinderSchema } from '@/blocks/center-finder/schema';
import { hrefOf } from '@/tests/support/navigation';
import { serveCenters } from './fixtures';

vi.mock('@/lib/cms', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/cms')>()),
  getCenterEntries: vi.fn(),
  getSiteSettings: vi.fn(),
}));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  usePathname: () => '/es/locations/',
}));

let restoreLinks: () => void;
beforeEach(() => {
  restoreLinks = serveCenters();
  // Tuesday 8 December 2026, 10:30 AM in Texas; Fishers opens in April.
  vi.stubEnv('SITE_CLOCK', '2026-12-08T16:30:00Z');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime('2026-12-08T16:30:00Z');
});
afterEach(() => {
  restoreLinks();
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

async function renderSpanishFinder() {
  render(
    await CenterFinder({
      ...centerFinderSchema.parse({ heading: 'Encuentra tu centro', opensPage: true }),
      context: { draft: false, locale: 'es' },
    }),
  );
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

describe('Find a Location in Spanish', () => {
  it('names the states, counts, hours and actions of every card in Spanish', async () => {
    await renderSpanishFinder();
    expect(
      screen.getByText('Abre un estado para ver sus centros, horarios y teléfonos.'),
    ).toBeInTheDocument();
    const texas = screen.getByRole('list', { name: 'Centros en Texas', hidden: true });
    expect(texas.closest('details')?.querySelector('summary')).toHaveTextContent('Texas2 centros');

    const katy = screen.getByRole('article', { name: 'Katy', hidden: true });
    expect(katy).toHaveTextContent('Abierto ahora · cierra medianoche');
    expect(katy.querySelector('dl')).toHaveAccessibleName('Horario');
    expect(katy).toHaveTextContent('dom–jue10 a. m. – medianoche');
    expect(katy).toHaveTextContent('vie–sáb10 a. m. – 2 a. m.');
    expect(hrefOf('Reserva una fiesta en Katy', katy)).toBe('/es/book/birthday/#book-a-party');
    expect(hrefOf('Llamar al (480) 555-0142', katy)).toBe('tel:+14805550142');
    expect(within(katy).getByRole('link', { name: 'Cómo llegar a Katy', hidden: true })).toBe(
      within(katy).getByText('Cómo llegar'),
    );
    expect(katy).not.toHaveTextContent(/Book a Party|Directions|Open now|Sun–Thu|AM/);

    const fishers = screen.getByRole('article', { name: 'Fishers', hidden: true });
    expect(fishers).toHaveTextContent('Próximamente: abre el 17 de abril de 2027');
  });

  it('keeps the guest’s center and says so in Spanish', async () => {
    const user = await renderSpanishFinder();
    expect(screen.getByText(/Busca arriba o elige un centro abajo y pulsa/)).toHaveTextContent(
      'Hacerlo mi centro',
    );
    await user.click(
      screen.getByRole('button', { name: 'Hacerlo mi centro: Tempe', hidden: true }),
    );
    expect(
      await screen.findByRole('button', { name: 'Mi centro: Tempe', hidden: true }),
    ).toHaveTextContent('✓ Mi centro');
    expect(screen.getByText('Tempe es ahora tu centro.')).toHaveTextContent(
      'Tempe es ahora tu centro.',
    );
    const mine = screen.getByRole('region', { name: 'Mi centro' });
    expect(within(mine).getByRole('link', { name: 'Horario y detalles de Tempe' })).toBeVisible();
  });

  it('filters the centers and counts what is left in Spanish', async () => {
    const user = await renderSpanishFinder();
    const filters = screen.getByRole('group', { name: 'Mostrar solo' });
    await user.click(within(filters).getByRole('checkbox', { name: 'Solo abiertos ahora' }));
    expect(within(filters).getByRole('status')).toHaveTextContent(
      '4 centros están abiertos ahora.',
    );
    expect(
      screen.getByRole('list', { name: 'Centros en Texas' }).closest('details'),
    ).toHaveTextContent('Texas2 centros abiertos');
    await user.click(
      within(filters).getByRole('checkbox', { name: 'Sesiones sensoriales tranquilas' }),
    );
    expect(within(filters).getByRole('status')).toHaveTextContent(
      'Ningún centro con sesiones sensoriales tranquilas está abierto ahora.',
    );
  });

  it('keys the map’s pins in Spanish', async () => {
    await renderSpanishFinder();
    const key = document.querySelector('figcaption');
    expect(key).toHaveTextContent('Abierto ahora');
    expect(key).toHaveTextContent('Abre o cierra en menos de una hora');
    expect(key).toHaveTextContent('Cerrado ahora');
    expect(key).toHaveTextContent('Próximamente');
  });
});

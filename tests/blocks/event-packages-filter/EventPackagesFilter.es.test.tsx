// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { EventPackagesFilter } from '@/blocks/event-packages-filter/EventPackagesFilter';
import { eventPackagesFilterSchema } from '@/blocks/event-packages-filter/schema';
import { getEvents } from '@/lib/cms';
import { toEvents } from '@/lib/cms/events';
import { entry } from '@/tests/support/entries';

vi.mock('next/navigation', () => ({ usePathname: () => '/es/events/' }));
vi.mock('@/lib/cms', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/cms')>()),
  getEvents: vi.fn(),
  getAllPages: vi.fn(async () => []),
  getPage: vi.fn(async () => null),
}));

const corporate = entry('eventType', { title: 'Eventos corporativos', slug: 'corporate-events' });
const school = entry('eventType', { title: 'Eventos escolares', slug: 'school-events' });
const fieldTrips = entry('eventSubcategory', { title: 'Excursiones escolares' });
const event = (slug: string, title: string, eventType: unknown[], subcategories: unknown[]) =>
  entry('event', {
    title,
    description: `${title}.`,
    slug,
    eventType,
    eventSubcategories: subcategories,
  });

async function renderSpanishFilter() {
  render(
    await EventPackagesFilter({
      ...eventPackagesFilterSchema.parse({ heading: 'Encuentra tu paquete' }),
      context: { draft: false, locale: 'es' },
    }),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  history.replaceState(null, '', '/es/events/');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the event packages filter on a Spanish page', () => {
  it('filters the packages in Spanish, its live count following the choice', async () => {
    vi.mocked(getEvents).mockResolvedValue(
      toEvents([
        event('team-building', 'Team Building', [corporate], []),
        event('client-night', 'Client Night', [corporate], []),
        event('field-trip', 'Field Trip', [school], [fieldTrips]),
      ]),
    );
    await renderSpanishFilter();
    expect(screen.getByRole('group', { name: 'Tipo de evento' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Ocasión' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Se muestran 3 paquetes de eventos');
    const card = screen.getByRole('heading', { name: 'Field Trip' }).closest('li')!;
    expect(within(card).getByRole('list', { name: 'Tipos de evento' })).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Ver paquete: Field Trip' })).toHaveAttribute(
      'href',
      '/es/events/school-events/field-trip/',
    );

    act(() => screen.getByRole('button', { name: 'Eventos escolares' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Se muestra 1 paquete de eventos');
    act(() => screen.getByRole('button', { name: 'Todos los eventos' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Se muestran 3 paquetes de eventos');
    expect(document.body).not.toHaveTextContent(/Event type|Occasion|Showing|All Events/);
  });

  it('points to the Spanish events team when there are no packages', async () => {
    vi.mocked(getEvents).mockResolvedValue([]);
    await renderSpanishFilter();
    expect(screen.getByRole('region', { name: 'Encuentra tu paquete' })).toHaveTextContent(
      'Cuéntanos qué estás planeando y nuestro equipo de eventos armará un paquete para ti: planea tu evento.',
    );
    expect(screen.getByRole('link', { name: 'planea tu evento' })).toHaveAttribute(
      'href',
      '/es/contact-us/#send-us-a-message',
    );
  });
});

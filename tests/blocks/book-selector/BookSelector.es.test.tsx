// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookSelectorIsland } from '@/blocks/book-selector/BookSelector.client';
import { BOOKING_NAMESPACES } from '@/blocks/book-selector/namespaces';
import { islandTranslations } from '@/lib/i18n';
import { useBookingFlow } from '@/stores/bookingFlow';
import { useCart } from '@/stores/cart';
import { useSite } from '@/stores/site';
import { TULSA } from '@/tests/support/centers';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/es/',
  useRouter: () => router,
}));

beforeEach(() => {
  window.scrollTo = vi.fn();
  router.push.mockReset();
  localStorage.clear();
  useCart.getState().reset();
  useBookingFlow.getState().reset();
  useSite.getState().forgetCenter();
  useSite.setState({ partyFormAsked: false });
});

function renderSpanishWidget() {
  const user = userEvent.setup();
  render(
    <BookSelectorIsland
      anchor="reserva"
      heading="Reserva una fiesta"
      centers={[TULSA]}
      translations={islandTranslations(BOOKING_NAMESPACES, 'es')}
    />,
  );
  return user;
}

describe('the book selector on a Spanish page', () => {
  it('offers its choices and the party form in Spanish, activities at the Spanish address', async () => {
    const user = renderSpanishWidget();

    expect(screen.getByRole('group', { name: '¿Qué quieres reservar?' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Boliche' })).toHaveAttribute(
      'href',
      '/es/book/activities/',
    );
    await user.click(screen.getByRole('button', { name: 'Cumpleaños' }));

    expect(screen.getByRole('group', { name: 'Dónde' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Código postal, ciudad o nombre del centro' }));
    expect(screen.getByRole('spinbutton', { name: 'Cuántos niños' })).toHaveAccessibleDescription(
      'De 6 a 20 niños',
    );
    expect(screen.getByRole('textbox', { name: 'Edad del festejado' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reservar cumpleaños' })).toHaveAccessibleDescription(
      'Completa todos los campos para reservar. Después: elige tu paquete y dinos cómo contactarte. Luego tu centro confirma la fiesta.',
    );
  });

  it('says in Spanish what a party still needs', async () => {
    const user = renderSpanishWidget();
    await user.click(screen.getByRole('button', { name: 'Cumpleaños' }));

    await user.click(screen.getByRole('button', { name: 'Reservar cumpleaños' }));

    expect(await screen.findByText('Elige un centro para la fiesta')).toBeVisible();
    expect(screen.getByText('Escribe un nombre y una edad válidos')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Código postal/ }), 'Zzzz');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hay centros cerca. Prueba con otra ubicación.',
    );
    expect(useBookingFlow.getState().step).not.toBe(2);
  });
});

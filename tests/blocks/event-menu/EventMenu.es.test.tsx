// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventMenuBlock } from '@/blocks/event-menu';
import { entry } from '@/tests/support/entries';

vi.mock('next/navigation', () => ({ usePathname: () => '/es/events/corporate-events/' }));

const offer = (title: string, minimumGuests?: number) =>
  entry('menuPackage', {
    title,
    price: 14.99,
    priceUnit: 'per guest',
    items: ['Pizza'],
    minimumGuests,
  });

const renderSpanishMenu = (fields: Record<string, unknown>) => {
  const result = eventMenuBlock.render(fields, 'section', { draft: false, locale: 'es' });
  if (!result.ok) throw new Error(result.reason);
  return render(result.element);
};

describe('the event menu on a Spanish page', () => {
  it('names its tabs and what each package includes in Spanish', () => {
    renderSpanishMenu({
      heading: 'Menú corporativo',
      foodPackages: [offer('Pizza & Wings', 10), offer('Solo Slice', 1)],
    });
    expect(screen.getByRole('tablist')).toHaveAccessibleName('Categorías de Menú corporativo');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Paquetes de comida',
      'Paquetes de bar',
      'Complementos',
      'Cumpleaños',
    ]);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('heading', { level: 4, name: 'Qué incluye' })).toHaveLength(
      2,
    );
    expect(within(panel).getByText('Mínimo 10 invitados')).toBeVisible();
    expect(within(panel).getByText('Mínimo 1 invitado')).toBeVisible();
    expect(panel).not.toHaveTextContent(/What’s included|Minimum|guests?\b/);
  });

  it('sends the guest to the Spanish events team for a category without packages', async () => {
    renderSpanishMenu({ heading: 'Menú corporativo', foodPackages: [offer('Pizza & Wings')] });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Paquetes de bar' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent(
      'Pregunta a nuestro equipo de eventos por los paquetes de bar para tu evento.',
    );
    expect(
      within(panel).getByRole('link', { name: 'Pregunta a nuestro equipo de eventos' }),
    ).toHaveAttribute('href', '/es/contact-us/#send-us-a-message');
    expect(panel).not.toHaveTextContent('Ask our events team');
  });
});

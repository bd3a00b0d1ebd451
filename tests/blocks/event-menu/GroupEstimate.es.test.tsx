// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventMenuBlock } from '@/blocks/event-menu';
import { useEnquiryRequest } from '@/stores/enquiryRequest';
import { entry } from '@/tests/support/entries';

vi.mock('next/navigation', () => ({ usePathname: () => '/es/events/group-events/' }));

const offer = (title: string, price: number, priceUnit: string, minimumGuests?: number) =>
  entry('menuPackage', { title, price, priceUnit, items: ['Something good'], minimumGuests });

const menu = {
  heading: 'Menú para grupos',
  foodPackages: [offer('Pizza & Wings', 14.99, 'per guest', 10)],
  barPackages: [offer('Beer & Wine', 18, 'per guest per 2 hours', 20)],
  addOns: [offer('$10.00 Game Card', 10, 'per card')],
};

afterEach(() => useEnquiryRequest.setState({ request: undefined }));

/** The event menu as a Spanish page renders it: the server hands the estimate its Spanish. */
function renderSpanishEstimate() {
  const result = eventMenuBlock.render(menu, 'section', { draft: false, locale: 'es' });
  if (!result.ok) throw new Error(result.reason);
  render(result.element);
  const estimate = screen.getByRole('region', { name: 'Presupuesto estimado de tu evento' });
  return { user: userEvent.setup(), estimate, ui: within(estimate) };
}

describe('the group estimate on a Spanish page', () => {
  it('asks for the guests and packages in Spanish, and says nothing in English', () => {
    const { estimate, ui } = renderSpanishEstimate();
    expect(estimate).toHaveTextContent(
      'Escribe el número de invitados y elige los paquetes para ver el costo por invitado y el total.',
    );
    expect(ui.getByRole('spinbutton', { name: 'Número de invitados' })).toBeVisible();
    const food = ui.getByRole('combobox', { name: 'Paquete de comida' });
    // The unit is the menu's own words (content); the minimum is the page's.
    expect(
      within(food)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ninguno', 'Pizza & Wings, $14.99 per guest, 10+ invitados']);
    expect(ui.getByRole('combobox', { name: 'Paquete de bar' })).toBeVisible();
    expect(ui.getByRole('group', { name: 'Complementos' })).toBeVisible();
    expect(ui.getByRole('spinbutton', { name: '$10.00 Game Card: cuántos' })).toBeVisible();
    for (const english of ['Estimate your event', 'Number of guests', 'None', 'Add-ons']) {
      expect(estimate).not.toHaveTextContent(english);
    }
  });

  it('adds up the choices in Spanish, following the number of guests', async () => {
    const { user, ui, estimate } = renderSpanishEstimate();
    const guests = ui.getByRole('spinbutton', { name: 'Número de invitados' });
    await user.type(guests, '12');
    await user.selectOptions(
      ui.getByRole('combobox', { name: 'Paquete de comida' }),
      ui.getByRole('option', { name: /^Pizza & Wings/ }),
    );
    expect(ui.getByText('Total').nextSibling).toHaveTextContent('$179.88');
    expect(ui.getByText('Por invitado').nextSibling).toHaveTextContent('$14.99');
    expect(estimate).toHaveTextContent(
      'Más impuestos. El equipo de eventos confirma los precios en tu centro.',
    );

    await user.clear(guests);
    await user.type(guests, '30');
    expect(ui.getByText('Total').nextSibling).toHaveTextContent('$449.70');
    expect(estimate).not.toHaveTextContent('Per guest');
  });

  it('says in Spanish what keeps the choices from an estimate', async () => {
    const { user, ui, estimate } = renderSpanishEstimate();
    const guests = ui.getByRole('spinbutton', { name: 'Número de invitados' });
    await user.type(guests, '0');
    expect(estimate).toHaveTextContent('Escribe el número de invitados: de 1 a 500.');
    await user.clear(guests);
    await user.type(guests, '12');
    expect(estimate).toHaveTextContent('Elige un paquete de comida o de bar, o un complemento.');
    await user.selectOptions(
      ui.getByRole('combobox', { name: 'Paquete de bar' }),
      ui.getByRole('option', { name: /^Beer & Wine/ }),
    );
    expect(estimate).toHaveTextContent('Beer & Wine es para grupos de 20 invitados o más.');
    expect(estimate).not.toHaveTextContent('is for groups of');
  });

  it('fills the Spanish contact page’s enquiry with the estimate in Spanish', async () => {
    const { user, ui } = renderSpanishEstimate();
    await user.type(ui.getByRole('spinbutton', { name: 'Número de invitados' }), '20');
    const cards = ui.getByRole('spinbutton', { name: '$10.00 Game Card: cuántos' });
    await user.clear(cards);
    await user.type(cards, '2');
    const link = ui.getByRole('link', { name: 'Pide este presupuesto' });
    expect(link).toHaveAttribute('href', '/es/contact-us/#send-us-a-message');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(useEnquiryRequest.getState().request?.values).toEqual({
      Booking: 'Group Event',
      'Additional Info':
        'Presupuesto estimado del evento para 20 invitados: $10.00 Game Card × 2 $20.00. Unos $1.00 por invitado, $20.00 en total, más impuestos.',
    });
  });
});

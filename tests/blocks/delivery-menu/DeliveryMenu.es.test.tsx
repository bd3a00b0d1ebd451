// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import type { RenderContext } from '@/blocks/defineBlock';
import { DeliveryMenu } from '@/blocks/delivery-menu/DeliveryMenu';
import { deliveryMenuSchema } from '@/blocks/delivery-menu/schema';
import { resetDeliveryBlocksEachTest } from '@/tests/support/deliveryBlocks';
import { renderOnDeliveryPage } from '@/tests/support/deliveryPage';
import { menuFields } from './menuFixtures';

vi.mock('@/lib/cms', { spy: true });
resetDeliveryBlocksEachTest();

const SPANISH: RenderContext = { draft: false, locale: 'es' };

async function renderSpanishMenu(menuWords?: Record<string, unknown>) {
  const block = await DeliveryMenu({
    ...deliveryMenuSchema.parse({ ...menuFields(), menuWords }),
    context: SPANISH,
  });
  return renderOnDeliveryPage(block);
}

const picker = () => screen.getByRole('dialog', { name: 'Elige tu centro' });

describe('the delivery menu on a Spanish page', () => {
  it('asks for a center in Spanish, with a Spanish picker', async () => {
    await renderSpanishMenu();

    expect(screen.getByRole('navigation', { name: 'Secciones del menú' })).toBeVisible();
    expect(screen.getByText('Elige tu centro para ver los precios')).toBeVisible();
    expect(
      screen.getByText('Los precios dependen del centro que prepara tu pedido.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Elige tu centro' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    await waitFor(() => expect(picker()).toHaveAttribute('open'));
    expect(picker()).toHaveAccessibleDescription(
      'Los precios del menú y los servicios de entrega a domicilio dependen del centro que ' +
        'prepara tu pedido. Elige tu estado y luego tu centro.',
    );
    expect(within(picker()).getByRole('button', { name: 'Cerrar' })).toBeVisible();
    const states = within(picker()).getByLabelText('Estado');
    expect(states).toHaveFocus();
    expect(within(states).getByRole('option', { name: 'Selecciona un estado' })).toBeVisible();
    const centers = within(picker()).getByLabelText('Centro');
    expect(centers).toBeDisabled();
    expect(
      within(centers).getByRole('option', { name: 'Primero selecciona un estado' }),
    ).toBeInTheDocument();

    for (const english of ['Choose your center to see prices', 'State', 'Center', 'Close']) {
      expect(screen.queryByText(english), english).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('says in Spanish which center the prices are from once the guest chooses one', async () => {
    const { user } = await renderSpanishMenu();
    await waitFor(() => expect(picker()).toHaveAttribute('open'));

    await user.selectOptions(within(picker()).getByLabelText('Estado'), 'Arizona');
    expect(
      within(within(picker()).getByLabelText('Centro')).getByRole('option', {
        name: 'Selecciona un centro',
      }),
    ).toBeInTheDocument();
    await user.selectOptions(within(picker()).getByLabelText('Centro'), 'Tempe');
    await user.click(within(picker()).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(screen.getByText('Tempe, AZ').closest('p')).toHaveTextContent(
      'Entrega a domicilio desde Tempe, AZ',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Tempe, AZ es ahora tu centro de entrega a domicilio.',
    );
    expect(screen.getByRole('button', { name: 'Cambiar centro' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 4, name: 'Loaded Tots' }).closest('li'),
    ).toHaveTextContent('$11.991,150 cal');
    expect(document.body).not.toHaveTextContent(/Delivering from|delivery center|Change center/);
  });

  it('shows the menu’s words in Spanish, and a word with no translation as English', async () => {
    await renderSpanishMenu({
      Starters: 'Entradas',
      '6 pieces': '6 piezas',
      Sauces: 'Salsas',
      Buffalo: 'Búfalo',
      'Loaded Tots': 'Croquetas cargadas',
      'Prices vary by center.': 'Los precios varían según el centro.',
    });

    const starters = screen.getByRole('heading', { level: 3, name: 'Entradas' });
    expect(starters).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: 'Entradas' })).not.toHaveAttribute('lang');
    expect(screen.getByText('6 piezas')).not.toHaveAttribute('lang');
    expect(screen.getByText('Salsas')).not.toHaveAttribute('lang');
    expect(screen.getByText('Búfalo')).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { level: 4, name: 'Croquetas cargadas' })).toBeVisible();
    expect(screen.getByText('Los precios varían según el centro.')).toBeVisible();

    expect(screen.getByRole('heading', { level: 3, name: 'Drinks' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Honey BBQ')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('12 pieces')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Boneless wings available at the same price.')).toHaveAttribute(
      'lang',
      'en',
    );
  });

  it('leaves out a translation that is no text, keeping the rest', async () => {
    await renderSpanishMenu({ Starters: 'Entradas', Drinks: 42, Sauces: '  ' });

    expect(screen.getByRole('heading', { level: 3, name: 'Entradas' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Drinks' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Sauces')).toHaveAttribute('lang', 'en');
  });
});

// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type { RenderContext } from '@/blocks/defineBlock';
import { CurbsideDelivery } from '@/blocks/curbside-delivery/CurbsideDelivery';
import { curbsideDeliverySchema } from '@/blocks/curbside-delivery/schema';
import { useSite } from '@/stores/site';
import { resetDeliveryBlocksEachTest } from '@/tests/support/deliveryBlocks';
import { renderOnDeliveryPage } from '@/tests/support/deliveryPage';

vi.mock('@/lib/cms', { spy: true });
resetDeliveryBlocksEachTest();

const SPANISH: RenderContext = { draft: false, locale: 'es' };

async function renderSpanishBlock() {
  const block = await CurbsideDelivery({
    ...curbsideDeliverySchema.parse({ heading: 'Entrega con nuestros socios' }),
    context: SPANISH,
  });
  return renderOnDeliveryPage(block);
}

describe('the curbside delivery block on a Spanish page', () => {
  it('names the partner links in Spanish, saying they open a new tab', async () => {
    useSite.setState({ deliveryCenter: '101' });
    await renderSpanishBlock();

    const doordash = screen.getByRole('link', {
      name: 'Pide en DoorDash (se abre en una pestaña nueva)',
    });
    expect(doordash).toHaveAccessibleDescription('Página de la tienda de Tempe');
    expect(
      screen.getByRole('link', { name: 'Pide en Uber Eats (se abre en una pestaña nueva)' }),
    ).toHaveAttribute('href', 'https://www.ubereats.com/store/EhXGe7AY2hyoqW8yJ8fgkB');
    expect(screen.getByText('Tempe, AZ').closest('p')).toHaveTextContent('Pedirás a Tempe, AZ');
    expect(screen.getByRole('button', { name: 'Cambiar centro' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Order on|opens in a new tab/ })).toBeNull();
    expect(document.body).not.toHaveTextContent(/Ordering from|store page/);
  });

  it('tells in Spanish where a partner has no store for the center', async () => {
    useSite.setState({ deliveryCenter: '211' });
    await renderSpanishBlock();

    expect(screen.getByRole('link', { name: /Uber Eats/ })).toHaveAccessibleDescription(
      'Albuquerque aún no está en Uber Eats: busca con tu dirección',
    );
    expect(document.body).not.toHaveTextContent('search by your address');
  });

  it('asks the guest in Spanish to choose a center before there is one', async () => {
    await renderSpanishBlock();

    expect(screen.getByRole('link', { name: /DoorDash/ })).toHaveAccessibleDescription(
      'Busca con tu dirección',
    );
    expect(
      screen.getByText('Elige tu centro para ir directo a sus páginas de tienda.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Elige tu centro' })).toBeVisible();
    expect(document.body).not.toHaveTextContent(/Choose your center|Search by your address/);
  });
});

// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { RenderContext } from '@/blocks/defineBlock';
import { tabbedFoodMenuBlock } from '@/blocks/tabbed-food-menu';
import { desserts, drinks, starters } from '@/tests/blocks/food-menu/menuEntries';

const SPANISH: RenderContext = { draft: false, locale: 'es' };

it('names its tabs and marks featured items in Spanish on a Spanish page', () => {
  const result = tabbedFoodMenuBlock.render(
    { heading: 'Favoritos para fiestas', categories: [starters, drinks, desserts] },
    'section',
    SPANISH,
  );
  if (!result.ok) throw new Error(result.reason);
  render(result.element);

  expect(screen.getByRole('tablist')).toHaveAccessibleName('Categorías de Favoritos para fiestas');
  const panel = screen.getByRole('tabpanel', { name: 'Starters' });
  expect(within(panel).getByText('Producto destacado')).toBeInTheDocument();
  expect(panel).toHaveTextContent('1,650 cal');
  expect(panel).not.toHaveTextContent('Featured item');
});

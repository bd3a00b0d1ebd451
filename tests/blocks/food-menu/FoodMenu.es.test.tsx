// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RenderContext } from '@/blocks/defineBlock';
import { foodMenuBlock } from '@/blocks/food-menu';
import { foodItem, menuCategory, menuSection } from './menuEntries';
import { card, menu } from './renderMenu';

const SPANISH: RenderContext = { draft: false, locale: 'es' };

/** A category whose dish names its allergens, the choices of a meal as lines with calories. */
const kids = menuCategory(
  {
    title: 'Kids',
    slug: 'kids',
    menuSections: [
      menuSection({
        title: 'Kids Meals',
        items: [
          foodItem({
            title: 'Mini Pizza',
            price: 7.99,
            allergens: ['milk', 'tree nuts', 'wheat'],
            menuItems: [foodItem({ title: 'Apple slices', calories: '35' })],
          }),
        ],
      }),
    ],
  },
  'category-kids',
);

function renderSpanishMenu() {
  const result = foodMenuBlock.render(
    { ...menu, categories: [...menu.categories, kids] },
    'section',
    SPANISH,
  );
  if (!result.ok) throw new Error(result.reason);
  return render(result.element);
}

describe('the food menu on a Spanish page', () => {
  it('names its navigation, legend, featured items, calories and guides in Spanish', async () => {
    const user = userEvent.setup();
    renderSpanishMenu();

    const nav = screen.getByRole('navigation', { name: 'Categorías del menú' });
    const toggle = within(nav).getByRole('button', { name: 'Categorías del menú' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveTextContent('Ir a');
    expect(screen.getByText('Dorado = Producto destacado')).toBeInTheDocument();
    expect(within(card('Loaded Nachos')).getByText('Producto destacado')).toHaveClass(
      'visually-hidden',
    );
    expect(card('Loaded Nachos')).toHaveTextContent('1,650 cal');
    expect(card('Loaded Nachos')).toHaveTextContent('$13.99');
    expect(screen.getByRole('link', { name: 'Guía nutricional (PDF, 5 KB)' })).toHaveAttribute(
      'href',
      '/cms-assets/nutrition-guide.pdf',
    );
    expect(screen.getByRole('link', { name: 'Guía de alérgenos (PDF, 6 KB)' })).toBeVisible();

    for (const english of ['Menu categories', 'Jump to', 'Gold = Featured Item', 'Featured item']) {
      expect(screen.queryByText(english), english).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: /Guide/ })).not.toBeInTheDocument();
  });

  it('says in Spanish which major allergens a dish contains', () => {
    renderSpanishMenu();

    const pizza = card('Mini Pizza');
    expect(pizza).toHaveTextContent('Contiene: leche, nueces de árbol, trigo');
    expect(pizza).not.toHaveTextContent('Contains');
    expect(within(pizza).getByRole('listitem')).toHaveTextContent('Apple slices35 cal');
  });
});

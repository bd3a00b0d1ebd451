// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { asset, unresolvedLink } from '@/tests/support/entries';
import { loggedWith, spyOnWarnings } from '@/tests/support/log';
import { drinks, foodItem, menuCategory, menuSection, starters } from './menuEntries';
import { card, headings, menu, refusal, renderMenu } from './renderMenu';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Food menu block with bad or unusual content', () => {
  it('skips bad items, sections and categories, and says which in the log', () => {
    const warnings = spyOnWarnings();
    renderMenu({
      ...menu,
      categories: [
        menuCategory({
          title: 'Starters',
          slug: 'starters',
          menuSections: [
            menuSection({
              title: 'Shareables',
              items: [
                foodItem({ title: 'Mozzarella Sticks', price: 9.99 }, 'item-ok'),
                foodItem({ price: 4 }, 'item-untitled'),
                foodItem({ title: 'Free Fries', price: -1 }, 'item-negative'),
                foodItem({ title: 'Mystery', calories: 'lots' }, 'item-calories'),
                foodItem({ title: 'Sundae', imageOnly: true }, 'item-no-image'),
                foodItem({ title: 'Big', colSpan: 4 }, 'item-span'),
                // An allergen the menu does not know is no allergen information at all.
                foodItem({ title: 'Gluten Bomb', allergens: ['gluten'] }, 'item-allergen'),
                unresolvedLink('item-unpublished'),
              ],
            }),
            menuSection(
              { title: 'Empty', items: [foodItem({ title: '' }, 'item-blank')] },
              'section-empty',
            ),
          ],
        }),
        menuCategory({ title: 'No Sections', slug: 'none', menuSections: [] }, 'category-empty'),
        menuCategory({ ...starters.fields, slug: 'Bad Slug' }, 'category-bad-slug'),
        menuCategory({ ...drinks.fields, title: 'Drinks again' }, 'category-repeated'),
        drinks,
      ],
      nutritionPdf: asset({ fileName: 'menu.png', contentType: 'image/png' }),
    });

    expect(headings(3)).toEqual(['Starters', 'Drinks again']);
    expect(headings(4)).toEqual(['Shareables', 'Soft Drinks']);
    expect(card('Mozzarella Sticks')).toHaveTextContent('$9.99');
    expect(screen.queryByRole('link', { name: /Nutrition Guide/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Allergen Guide/ })).toBeInTheDocument();
    expect(loggedWith(warnings, 'list item skipped').map((logged) => logged.id)).toEqual([
      'item-untitled',
      'item-negative',
      'item-calories',
      'item-no-image',
      'item-span',
      'item-allergen',
      'item-unpublished',
      'item-blank',
      'section-empty',
      'category-empty',
      'category-bad-slug',
    ]);
    expect(loggedWith(warnings, 'menu category slug repeated')).toEqual([
      { id: 'category-drinks', slug: 'drinks' },
    ]);
    expect(loggedWith(warnings, 'linked entry ignored')).toHaveLength(1);
  });

  it('keeps at most three levels of nesting, leaving deeper content out with a warning', () => {
    const warnings = spyOnWarnings();
    const chain = (level: number): ReturnType<typeof menuSection> =>
      menuSection({
        title: `Level ${level}`,
        items: [foodItem({ title: `Item ${level}`, price: level })],
        ...(level < 5 ? { sections: [chain(level + 1)] } : {}),
      });
    renderMenu({
      ...menu,
      categories: [menuCategory({ title: 'Deep', slug: 'deep', menuSections: [chain(1)] })],
    });

    expect(screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`)).toEqual([
      'H2 Our Menu',
      'H3 Deep',
      'H4 Level 1',
      'H5 Item 1',
      'H5 Level 2',
      'H6 Item 2',
      'H6 Level 3',
      'H6 Item 3',
    ]);
    expect(loggedWith(warnings, 'menu nested too deep')).toEqual([
      { item: 'menuSection', level: 4, max: 3 },
    ]);
  });

  it('draws a section with an unknown layout hint as a grid, with a warning', () => {
    const warnings = spyOnWarnings();
    renderMenu({
      ...menu,
      categories: [
        menuCategory({
          title: 'Pizza',
          slug: 'pizza',
          menuSections: [
            menuSection({
              title: 'Pizzas',
              cssClass: 'carousel',
              items: [foodItem({ title: 'Cheese' })],
            }),
          ],
        }),
      ],
    });

    expect(card('Cheese').closest('ul')).toHaveClass('grid');
    expect(loggedWith(warnings, 'unknown menu section cssClass')).toEqual([
      { cssClass: 'carousel', allowed: ['grid', 'list', 'feature'] },
    ]);
  });

  it('refuses a menu without a heading, with no category left or with more than twelve', () => {
    spyOnWarnings();
    expect(refusal({ ...menu, heading: ' ' })).toBeDefined();
    expect(refusal({ heading: 'Our Menu' })).toBeDefined();
    expect(refusal({ ...menu, categories: [] })).toMatch(/at least 1 valid menuCategory/);
    expect(
      refusal({
        ...menu,
        categories: [menuCategory({ title: 'Empty', slug: 'empty', menuSections: [] })],
      }),
    ).toMatch(/at least 1 valid menuCategory/);
    const many = Array.from({ length: 13 }, (_, index) =>
      menuCategory({ ...drinks.fields, slug: `drinks-${index}` }),
    );
    expect(refusal({ ...menu, categories: many })).toMatch(/at most 12/);
  });
});

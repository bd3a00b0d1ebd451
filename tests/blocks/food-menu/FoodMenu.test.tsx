// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { foodItem, menuCategory, menuSection } from './menuEntries';
import { card, headings, menu, renderMenu } from './renderMenu';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Food menu block', () => {
  it('shows every category on the page under the h2, in order, each at its anchor', () => {
    renderMenu(menu);

    const section = screen.getByRole('region', { name: 'Our Menu' });
    expect(section).toHaveTextContent('Menus and prices vary by location.');
    expect(headings(3)).toEqual(['Starters', 'Drinks', 'Desserts']);
    expect(headings(4)).toEqual(['Shareables', 'Soft Drinks', 'Sweet Endings']);
    const startersSection = screen.getByRole('heading', { level: 3, name: 'Starters' });
    expect(startersSection.closest('section')).toHaveAttribute('id', 'starters');
    expect(startersSection.closest('section')).toHaveTextContent('Made to share between frames.');
    expect(startersSection.closest('section')).toHaveTextContent('Order from your lane.');
    expect(screen.getByRole('img', { name: 'A basket of wings' })).toBeInTheDocument();
  });

  it('shows items with their price in dollars and cents, calories, highlight and description', () => {
    renderMenu(menu);

    expect(
      headings(5, screen.getByRole('heading', { name: 'Starters' }).closest('section')!),
    ).toEqual(['Loaded Nachos', 'Wings', 'Giant Pretzel']);
    const nachos = card('Loaded Nachos');
    expect(nachos).toHaveTextContent('$13.99');
    expect(nachos).toHaveTextContent('1,650 cal');
    expect(nachos).toHaveTextContent('Serves 3–4');
    expect(nachos).toHaveTextContent('Chips piled with queso and jalapeños.');
    // A typed hyphen in a range reads as an en dash.
    expect(card('Wings')).toHaveTextContent('480–2,160 cal');
    expect(card('Fountain Drink')).toHaveTextContent('$3.79');
    expect(card('Fountain Drink')).toHaveTextContent('0–310 cal');
  });

  it('marks featured items in gold with a star and words, and carries the note and both guides', () => {
    renderMenu(menu);

    expect(card('Loaded Nachos')).toHaveClass('featured');
    expect(within(card('Loaded Nachos')).getByText('Featured item')).toHaveClass('visually-hidden');
    expect(card('Giant Pretzel')).not.toHaveClass('featured');
    expect(card('Giant Pretzel')).not.toHaveTextContent('Featured item');
    expect(screen.getByText('Gold = Featured Item')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nutrition Guide (PDF, 5 KB)' })).toHaveAttribute(
      'href',
      '/cms-assets/nutrition-guide.pdf',
    );
    expect(screen.getByRole('link', { name: 'Allergen Guide (PDF, 6 KB)' })).toHaveAttribute(
      'href',
      '/cms-assets/allergen-guide.pdf',
    );
  });

  it('shows sub-items, the extra line, options in two columns and nested items as lines', () => {
    renderMenu(menu);

    const pretzel = card('Giant Pretzel');
    expect(
      within(pretzel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Beer cheese dip', 'Spicy mustard']);
    expect(pretzel).toHaveTextContent('Make it a double Two pretzels for $19.99.');

    const wings = card('Wings');
    expect(wings).toHaveTextContent('Pick a sauce');
    expect(wings).toHaveTextContent('Extra sauces $0.75 each');
    const [left, right, sizes] = within(wings).getAllByRole('list');
    expect(
      within(left!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Buffalo', 'Honey BBQ']);
    // Blank options are dropped.
    expect(
      within(right!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mango Habanero']);
    expect(
      within(sizes!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['6 Wings$9.99480–720 cal', '12 Wings$17.99960–1,440 cal']);
    // Nested items are lines, not headings.
    expect(screen.queryByRole('heading', { name: '6 Wings' })).not.toBeInTheDocument();
  });

  it('shows nested sections one heading level deeper, with their featured images, text and legal line', () => {
    renderMenu(menu);

    const shakes = screen.getByRole('heading', { level: 5, name: 'Shakes' }).closest('section')!;
    expect(shakes).toHaveTextContent('Hand-spun');
    expect(shakes).toHaveTextContent('Whipped cream always free.');
    expect(within(shakes).getByRole('img', { name: 'A milkshake' })).toBeInTheDocument();
    expect(headings(6, shakes)).toEqual(['Chocolate Shake']);
    const softDrinks = screen.getByRole('heading', { level: 4, name: 'Soft Drinks' });
    expect(softDrinks.closest('section')).toHaveTextContent('Free refills');
    expect(softDrinks.closest('section')).toHaveTextContent('Prices vary by location.');
  });

  it("shows an item's own sections (a meal's choices) under small headings, as lines", () => {
    renderMenu({
      ...menu,
      categories: [
        menuCategory({
          title: 'Kids',
          slug: 'kids',
          menuSections: [
            menuSection({
              title: 'Kids Meals',
              cssClass: 'feature',
              items: [
                foodItem({
                  title: 'Kids Meal Combo',
                  price: 8.99,
                  menuSections: [
                    menuSection({
                      title: 'Pick a side',
                      items: [
                        foodItem({ title: 'Fries', calories: '210' }),
                        foodItem({ title: 'Apple slices', calories: '35' }),
                      ],
                    }),
                  ],
                }),
              ],
            }),
          ],
        }),
      ],
    });

    const combo = card('Kids Meal Combo');
    expect(combo.closest('ul')).toHaveClass('feature');
    const side = within(combo).getByRole('heading', { level: 6, name: 'Pick a side' });
    expect(
      within(side.closest('section')!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fries210 cal', 'Apple slices35 cal']);
  });

  it('shows an image-only item as its image alone, with its grid spans for large screens', () => {
    renderMenu(menu);

    const sundae = screen.getByRole('img', { name: 'A tall sundae' }).closest('li')!;
    expect(sundae.textContent).toBe('');
    expect(sundae).toHaveAttribute('data-row-span', '2');
    expect(screen.queryByText('Strike Sundae')).not.toBeInTheDocument();
    expect(card('Cookie Skillet')).toHaveAttribute('data-col-span', '2');
    expect(card('Cookie Skillet')).not.toHaveAttribute('data-row-span');
  });
});

// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tabbedFoodMenuBlock } from '@/blocks/tabbed-food-menu';
import { refuses, renderBlock } from '@/tests/support/blocks';
import { unresolvedLink } from '@/tests/support/entries';
import { loggedWith, spyOnWarnings } from '@/tests/support/log';
import { desserts, drinks, menuCategory, starters } from '@/tests/blocks/food-menu/menuEntries';
import { renderMenu } from '@/tests/blocks/food-menu/renderMenu';

const party = {
  heading: 'Party Favorites',
  intro: 'Platters and sweets for groups.',
  categories: [starters, drinks, desserts],
};

const renderTabs = (fields: Record<string, unknown>) => renderBlock(tabbedFoodMenuBlock, fields);

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const itemNames = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('heading', { level: 5 })
    .map((heading) => heading.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Tabbed food menu block', () => {
  it('shows one tab per category, starting on the first, with its heading, call-out and items', () => {
    renderTabs(party);

    const section = screen.getByRole('region', { name: 'Party Favorites' });
    expect(section).toHaveTextContent('Platters and sweets for groups.');
    expect(screen.getByRole('tablist')).toHaveAccessibleName('Party Favorites categories');
    expect(tabNames()).toEqual(['Starters', 'Drinks', 'Desserts']);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Starters');

    const panel = screen.getByRole('tabpanel', { name: 'Starters' });
    expect(within(panel).getByRole('heading', { level: 3 })).toHaveTextContent('Starters');
    expect(panel).toHaveTextContent('Order from your lane.');
    expect(itemNames(panel)).toEqual(['Loaded Nachos', 'Wings', 'Giant Pretzel']);
    expect(panel).toHaveTextContent('$13.99');
    expect(panel).toHaveTextContent('1,650 cal');
    expect(within(panel).getByText('Featured item')).toBeInTheDocument();
    expect(screen.getByText('Fountain Drink')).not.toBeVisible();
    // Categories in tabs are not anchors: the food menu on the same page owns those ids.
    expect(panel.querySelector('[id="starters"]')).toBeNull();
  });

  it('shows another category when the guest picks its tab, by pointer or arrow keys', async () => {
    const user = userEvent.setup();
    renderTabs(party);

    await user.click(screen.getByRole('tab', { name: 'Drinks' }));
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    const drinksPanel = screen.getByRole('tabpanel', { name: 'Drinks' });
    expect(within(drinksPanel).getByRole('heading', { level: 5, name: 'Shakes' })).toBeVisible();
    expect(screen.getByText('Loaded Nachos')).not.toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Desserts' })).toHaveFocus();
    expect(itemNames(screen.getByRole('tabpanel', { name: 'Desserts' }))).toEqual([
      'Cookie Skillet',
    ]);
  });

  it('draws items with the same markup as the food menu', () => {
    const tabbed = renderTabs(party);
    const inTabs = tabbed.container.querySelector('li')!.outerHTML;
    tabbed.unmount();

    const menu = renderMenu(party);
    const wanted = within(menu.container)
      .getByRole('heading', { level: 5, name: 'Loaded Nachos' })
      .closest('li')!;
    expect(inTabs).toContain('Loaded Nachos');
    expect(wanted.outerHTML).toBe(inTabs);
  });

  it('skips a bad category, and refuses a menu with none left', () => {
    const warnings = spyOnWarnings();
    renderTabs({
      ...party,
      categories: [
        menuCategory({ title: 'Empty', slug: 'empty', menuSections: [] }, 'category-empty'),
        unresolvedLink('category-draft'),
        drinks,
      ],
    });
    expect(tabNames()).toEqual(['Drinks']);
    expect(loggedWith(warnings, 'list item skipped').map((logged) => logged.id)).toEqual([
      'category-empty',
      'category-draft',
    ]);

    const onlyDraft = {
      heading: 'Party Favorites',
      categories: [unresolvedLink('category-draft')],
    };
    expect(refuses(tabbedFoodMenuBlock, onlyDraft)).toBe(true);
    expect(refuses(tabbedFoodMenuBlock, { ...party, heading: '' })).toBe(true);
  });
});

// @vitest-environment jsdom
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventMenuBlock } from '@/blocks/event-menu';
import { localEntries } from '@/lib/cms/local';
import { refusal, refuses, renderBlock } from '@/tests/support/blocks';
import { entry, unresolvedLink } from '@/tests/support/entries';
import { loggedWith, spyOnWarnings } from '@/tests/support/log';

const menuPackage = (fields: Record<string, unknown>, id?: string) =>
  entry('menuPackage', fields, id);

/** A package with a price, a unit and what it includes. */
const offer = (
  title: string,
  price: number,
  priceUnit: string,
  items: string[],
  more: Record<string, unknown> = {},
) => menuPackage({ title, price, priceUnit, items, ...more });

const pizzaAndWings = offer(
  'Pizza & Wings',
  14.99,
  'per guest',
  ['Cheese and pepperoni pizzas', 'Boneless wings', 'Unlimited soft drinks'],
  { description: 'Hot pizzas and wings delivered to your lanes.', minimumGuests: 10 },
);
const buffet = offer('All-American Buffet', 21.99, 'per guest', ['Sliders', 'Fries']);
const beerAndWine = offer('Beer & Wine', 18, 'per guest per 2 hours', [
  'Draft beers',
  'House wines',
]);
const gameCard = offer('$10 Game Card', 10, 'per card', ['$10 of play', 'Reloadable']);
const cake = offer('Birthday Cake Upgrade', 39.99, 'per cake', ['Cake', 'Candles']);

const corporate = {
  heading: 'Corporate Event Menu',
  intro: 'Feed the team and keep the drinks flowing.',
  foodPackages: [pizzaAndWings, buffet],
  barPackages: [beerAndWine],
  addOns: [gameCard],
  birthday: [cake],
};

const renderMenu = (fields: Record<string, unknown>) => renderBlock(eventMenuBlock, fields);

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () => screen.getByRole('tab', { selected: true });
const cardTitles = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const card = (title: string) => {
  const item = screen.getByRole('heading', { level: 3, name: title }).closest('li');
  if (!item) throw new Error(`no card for ${title}`);
  return item;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Event menu block', () => {
  it('shows the heading, intro and one tab per category in the fixed order, starting on Food Packages', () => {
    renderMenu(corporate);

    const section = screen.getByRole('region', { name: 'Corporate Event Menu' });
    expect(section).toHaveAttribute('id', 'corporate-event-menu');
    expect(section).toHaveTextContent('Feed the team and keep the drinks flowing.');
    expect(screen.getByRole('tablist')).toHaveAccessibleName(/Corporate Event Menu/);
    expect(tabNames()).toEqual(['Food Packages', 'Bar Packages', 'Add Ons', 'Birthday']);
    expect(selectedTab()).toHaveTextContent('Food Packages');

    const panel = screen.getByRole('tabpanel', { name: 'Food Packages' });
    expect(cardTitles(panel)).toEqual(['Pizza & Wings', 'All-American Buffet']);
    expect(screen.getByText('Beer & Wine')).not.toBeVisible();
    expect(screen.getByText('Birthday Cake Upgrade')).not.toBeVisible();
  });

  it('keeps all four tabs in their order whatever order the fields come in', () => {
    renderMenu({
      birthday: [cake],
      addOns: [gameCard],
      barPackages: [],
      foodPackages: [pizzaAndWings],
      heading: 'School Event Menu',
    });

    expect(tabNames()).toEqual(['Food Packages', 'Bar Packages', 'Add Ons', 'Birthday']);
    expect(selectedTab()).toHaveTextContent('Food Packages');
  });

  it('points the guest to the events team from a category without packages', async () => {
    const user = userEvent.setup();
    renderMenu({
      heading: 'School Event Menu',
      foodPackages: [pizzaAndWings],
      addOns: [gameCard],
      birthday: [cake],
    });

    await user.click(screen.getByRole('tab', { name: 'Bar Packages' }));
    const panel = screen.getByRole('tabpanel', { name: 'Bar Packages' });
    expect(panel).toHaveTextContent('Ask our events team about bar packages for your event.');
    expect(within(panel).getByRole('link', { name: 'Ask our events team' })).toHaveAttribute(
      'href',
      '/contact-us/#send-us-a-message',
    );
    expect(within(panel).queryByRole('list')).not.toBeInTheDocument();
    // Only the empty category says so.
    expect(screen.getAllByText(/Ask our events team/)).toHaveLength(1);
  });

  it('starts on Food Packages even when it has no packages', () => {
    renderMenu({ heading: 'Add-on Menu', addOns: [gameCard], birthday: [cake] });

    expect(tabNames()).toEqual(['Food Packages', 'Bar Packages', 'Add Ons', 'Birthday']);
    expect(selectedTab()).toHaveTextContent('Food Packages');
    expect(screen.getByRole('tabpanel', { name: 'Food Packages' })).toHaveTextContent(
      'Ask our events team about food packages for your event.',
    );
    expect(screen.getByRole('heading', { name: '$10 Game Card', hidden: true })).not.toBeVisible();
  });

  it("shows another category's packages when the guest picks its tab", async () => {
    const user = userEvent.setup();
    renderMenu(corporate);

    await user.click(screen.getByRole('tab', { name: 'Bar Packages' }));

    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(cardTitles(screen.getByRole('tabpanel', { name: 'Bar Packages' }))).toEqual([
      'Beer & Wine',
    ]);
    expect(screen.getByRole('heading', { name: 'Pizza & Wings', hidden: true })).not.toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(cardTitles(screen.getByRole('tabpanel', { name: 'Add Ons' }))).toEqual([
      '$10 Game Card',
    ]);
  });

  it('shows each package with its price in dollars and cents, unit, description, items and minimum', async () => {
    const user = userEvent.setup();
    renderMenu(corporate);

    const pizza = card('Pizza & Wings');
    expect(pizza).toHaveTextContent('$14.99 per guest');
    expect(pizza).toHaveTextContent('Hot pizzas and wings delivered to your lanes.');
    expect(
      within(pizza)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cheese and pepperoni pizzas', 'Boneless wings', 'Unlimited soft drinks']);
    expect(pizza).toHaveTextContent('Minimum 10 guests');

    expect(card('All-American Buffet')).not.toHaveTextContent('Minimum');

    // Whole amounts keep their cents.
    await user.click(screen.getByRole('tab', { name: 'Bar Packages' }));
    expect(card('Beer & Wine')).toHaveTextContent('$18.00 per guest per 2 hours');
    await user.click(screen.getByRole('tab', { name: 'Add Ons' }));
    expect(card('$10 Game Card')).toHaveTextContent('$10.00 per card');
  });

  it('shows a package without a price or items by its title and description only', () => {
    renderMenu({
      heading: 'Group Event Menu',
      foodPackages: [menuPackage({ title: 'Chef’s Choice', description: 'Ask your host.' })],
    });

    const chef = card('Chef’s Choice');
    expect(chef).toHaveTextContent('Ask your host.');
    expect(chef).not.toHaveTextContent('$');
    expect(within(chef).queryByRole('list')).not.toBeInTheDocument();
  });

  it('skips a bad package and says which in the log, showing the rest', () => {
    const warnings = spyOnWarnings();
    renderMenu({
      ...corporate,
      foodPackages: [
        pizzaAndWings,
        menuPackage({ price: 12.99, priceUnit: 'per guest' }, 'menu-package-untitled'),
        menuPackage({ title: 'Free Money', price: -5 }, 'menu-package-negative'),
        unresolvedLink('menu-package-unpublished'),
        buffet,
      ],
    });

    expect(cardTitles(screen.getByRole('tabpanel', { name: 'Food Packages' }))).toEqual([
      'Pizza & Wings',
      'All-American Buffet',
    ]);
    expect(screen.queryByText('Free Money')).not.toBeInTheDocument();
    expect(loggedWith(warnings, 'list item skipped').map((logged) => logged.id)).toEqual([
      'menu-package-untitled',
      'menu-package-negative',
      'menu-package-unpublished',
    ]);
  });

  it('treats a category whose only package is bad as one without packages', async () => {
    const user = userEvent.setup();
    spyOnWarnings();
    renderMenu({ ...corporate, barPackages: [menuPackage({ title: '' }, 'menu-package-blank')] });

    expect(tabNames()).toEqual(['Food Packages', 'Bar Packages', 'Add Ons', 'Birthday']);
    await user.click(screen.getByRole('tab', { name: 'Bar Packages' }));
    expect(screen.getByRole('tabpanel', { name: 'Bar Packages' })).toHaveTextContent(
      'Ask our events team about bar packages for your event.',
    );
  });

  it('refuses an entry with no packages in any category, or without a heading', () => {
    spyOnWarnings();
    const refused = (fields: Record<string, unknown>) => refuses(eventMenuBlock, fields);

    const empty = refusal(eventMenuBlock, { heading: 'Corporate Event Menu' });
    expect(empty).toMatch(/at least one menuPackage/);
    expect(
      refused({ heading: 'Corporate Event Menu', foodPackages: [], barPackages: [], addOns: [] }),
    ).toBe(true);
    expect(
      refused({
        heading: 'Corporate Event Menu',
        foodPackages: [menuPackage({ title: '   ' }), unresolvedLink('menu-package-draft')],
      }),
    ).toBe(true);
    expect(refused({ ...corporate, heading: '  ' })).toBe(true);
  });
});

describe('the embedded event menus (content/event-menus.json)', () => {
  const contentDir = path.join(process.cwd(), 'content');

  it('are accepted whole, each with the four tabs; the school menu has no bar packages', async () => {
    const warnings = spyOnWarnings();
    const menus = await localEntries(contentDir).entries('eventMenu');

    expect(menus.map((menu) => menu.sys.id)).toEqual([
      'event-menu-corporate',
      'event-menu-group',
      'event-menu-school',
    ]);
    const emptyTabsOf: Record<string, string[]> = {};
    for (const menu of menus) {
      const { unmount } = renderMenu(menu.fields);
      expect(tabNames(), menu.sys.id).toEqual([
        'Food Packages',
        'Bar Packages',
        'Add Ons',
        'Birthday',
      ]);
      expect(selectedTab(), menu.sys.id).toHaveTextContent('Food Packages');
      emptyTabsOf[menu.sys.id] = screen
        .getAllByRole('tab')
        .filter((tab) =>
          document
            .getElementById(tab.getAttribute('aria-controls') ?? '')
            ?.textContent?.startsWith('Ask our events team'),
        )
        .map((tab) => tab.textContent ?? '');
      unmount();
    }
    expect(emptyTabsOf).toEqual({
      'event-menu-corporate': [],
      'event-menu-group': [],
      'event-menu-school': ['Bar Packages'],
    });
    // A skipped package would hide part of a menu without refusing it.
    expect(warnings).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { desserts, drinks, starters } from './menuEntries';
import { renderMenu } from './renderMenu';

/** Where each category starts on the page, in px from the top of the document. */
const PAGE_TOPS: Record<string, number> = { starters: 600, drinks: 1600, desserts: 2600 };
let scrolled = 0;

const renderMenuNav = () =>
  renderMenu({ heading: 'Our Menu', categories: [starters, drinks, desserts] });

const nav = () => screen.getByRole('navigation', { name: 'Menu categories' });
const toggle = () => screen.getByRole('button', { name: 'Menu categories' });
const link = (name: string) => within(nav()).getByRole('link', { name });
const current = () =>
  within(nav())
    .getAllByRole('link')
    .filter((element) => element.getAttribute('aria-current') === 'true')
    .map((element) => element.textContent);

async function scrollTo(y: number) {
  scrolled = y;
  await act(async () => {
    fireEvent.scroll(window);
  });
}

beforeEach(() => {
  scrolled = 0;
  window.history.replaceState(null, '', '/food-menu/');
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = (PAGE_TOPS[this.id] ?? 0) - scrolled;
    return { top, bottom: top + 900, left: 0, right: 1440, width: 1440, height: 900 } as DOMRect;
  });
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('Food menu navigation', () => {
  it('lists every category as a link to its anchor, the first one current', () => {
    renderMenuNav();

    expect(
      within(nav())
        .getAllByRole('link')
        .map((element) => [element.textContent, element.getAttribute('href')]),
    ).toEqual([
      ['Starters', '#starters'],
      ['Drinks', '#drinks'],
      ['Desserts', '#desserts'],
    ]);
    expect(current()).toEqual(['Starters']);
  });

  it('opens and closes the list on small screens with the Menu categories button', async () => {
    const user = userEvent.setup();
    renderMenuNav();

    const list = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    expect(list).toBe(within(nav()).getByRole('list'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(list).toHaveAttribute('data-open', 'false');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveAttribute('data-open', 'true');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the list when the guest picks a category, and takes them there', async () => {
    const user = userEvent.setup();
    renderMenuNav();

    await user.click(toggle());
    await user.click(link('Drinks'));

    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(current()).toEqual(['Drinks']);
    expect(window.location.hash).toBe('#drinks');
    const category = document.getElementById('drinks');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(category);
    // Tab goes on from the category the guest chose.
    expect(category).toHaveFocus();
  });

  it('closes with Escape, giving focus back to the button, and with a tap outside', async () => {
    const user = userEvent.setup();
    renderMenuNav();

    await user.click(toggle());
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();

    await user.click(toggle());
    await user.click(screen.getByRole('heading', { level: 3, name: 'Desserts' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the category in view as current while the guest scrolls', async () => {
    renderMenuNav();
    expect(current()).toEqual(['Starters']);

    await scrollTo(1500);
    await waitFor(() => expect(current()).toEqual(['Drinks']));
    await scrollTo(2500);
    await waitFor(() => expect(current()).toEqual(['Desserts']));
    await scrollTo(0);
    await waitFor(() => expect(current()).toEqual(['Starters']));
  });
});

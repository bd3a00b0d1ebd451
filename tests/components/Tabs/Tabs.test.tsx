// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { EarlyClickRecorder } from '@/components/EarlyClicks/EarlyClickRecorder';
import { Tabs, type TabItem } from '@/components/Tabs/Tabs.client';

const tabs: TabItem[] = [
  { id: 'food', label: 'Food', content: <p>Pizza and wings.</p> },
  { id: 'bar', label: 'Bar', content: <p>Beer and wine.</p> },
  { id: 'extras', label: 'Extras', content: <p>Laser tag rounds.</p> },
];

const tab = (name: string) => screen.getByRole('tab', { name });
const allTabs = () => screen.getAllByRole('tab');
const selected = () =>
  allTabs()
    .filter((element) => element.getAttribute('aria-selected') === 'true')
    .map((element) => element.textContent);
const panelOf = (element: HTMLElement) => {
  const id = element.getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error(`no panel controlled by "${element.textContent}"`);
  return panel;
};
const visibleText = () => screen.getByRole('tabpanel').textContent;

describe('Tabs', () => {
  it('shows a named tab list with the first tab selected and only its panel', () => {
    render(<Tabs label="Menu categories" tabs={tabs} />);

    const list = screen.getByRole('tablist', { name: 'Menu categories' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((element) => element.textContent),
    ).toEqual(['Food', 'Bar', 'Extras']);
    expect(selected()).toEqual(['Food']);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel', { name: 'Food' })).toHaveTextContent('Pizza and wings.');
    // The other panels' content is in the page (no script, search engines), just not shown.
    expect(screen.getByText('Beer and wine.')).not.toBeVisible();
    expect(screen.getByText('Laser tag rounds.')).not.toBeVisible();
  });

  it('starts on the tab named by initialId, and on the first when that tab does not exist', () => {
    const { unmount } = render(<Tabs label="Menu" tabs={tabs} initialId="bar" />);
    expect(selected()).toEqual(['Bar']);
    expect(visibleText()).toBe('Beer and wine.');
    unmount();

    render(<Tabs label="Menu" tabs={tabs} initialId="dessert" />);
    expect(selected()).toEqual(['Food']);
    expect(visibleText()).toBe('Pizza and wings.');
  });

  it('wires every tab to its own panel, with ids unique across tab sets', () => {
    render(
      <>
        <Tabs label="Corporate" tabs={tabs} />
        <Tabs label="School" tabs={tabs} />
      </>,
    );

    const ids = allTabs().flatMap((element) => [element.id, element.getAttribute('aria-controls')]);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const element of allTabs()) {
      const panel = panelOf(element);
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', element.id);
    }
  });

  it('selects a tab when it is clicked, showing its panel and hiding the others', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Menu" tabs={tabs} />);

    await user.click(tab('Extras'));

    expect(selected()).toEqual(['Extras']);
    expect(screen.getByRole('tabpanel', { name: 'Extras' })).toBeVisible();
    expect(visibleText()).toBe('Laser tag rounds.');
    expect(panelOf(tab('Food'))).not.toBeVisible();
    expect(panelOf(tab('Bar'))).not.toBeVisible();
  });

  it('selects the next and previous tab with the arrow keys, wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Menu" tabs={tabs} />);

    tab('Food').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Bar')).toHaveFocus();
    expect(selected()).toEqual(['Bar']);
    expect(visibleText()).toBe('Beer and wine.');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Food')).toHaveFocus();
    expect(selected()).toEqual(['Food']);

    await user.keyboard('{ArrowLeft}');
    expect(tab('Extras')).toHaveFocus();
    expect(selected()).toEqual(['Extras']);
    expect(visibleText()).toBe('Laser tag rounds.');

    await user.keyboard('{ArrowLeft}');
    expect(tab('Bar')).toHaveFocus();
    expect(selected()).toEqual(['Bar']);
  });

  it('selects the first tab with Home and the last with End', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Menu" tabs={tabs} initialId="bar" />);

    tab('Bar').focus();
    await user.keyboard('{End}');
    expect(tab('Extras')).toHaveFocus();
    expect(selected()).toEqual(['Extras']);

    await user.keyboard('{Home}');
    expect(tab('Food')).toHaveFocus();
    expect(selected()).toEqual(['Food']);
    expect(visibleText()).toBe('Pizza and wings.');
  });

  it('puts only the selected tab in the Tab order, then its panel when nothing in it takes focus', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <Tabs label="Menu" tabs={tabs} />
      </>,
    );

    expect(allTabs().map((element) => element.tabIndex)).toEqual([0, -1, -1]);
    await user.click(tab('Bar'));
    expect(allTabs().map((element) => element.tabIndex)).toEqual([-1, 0, -1]);

    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(tab('Bar')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Bar' })).toHaveFocus();
  });

  it('leaves a panel out of the Tab order when its content can take focus', async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        label="Menu"
        tabs={[
          { id: 'food', label: 'Food', content: <button type="button">Add to my enquiry</button> },
          { id: 'bar', label: 'Bar', content: <p>Beer and wine.</p> },
        ]}
      />,
    );

    expect(screen.getByRole('tabpanel', { name: 'Food' })).not.toHaveAttribute('tabindex');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add to my enquiry' })).toHaveFocus();
  });

  describe('before its code has run', () => {
    beforeAll(() => {
      // The recorder's inline script, run the way the page runs it: before any bundle.
      const script = renderToStaticMarkup(<EarlyClickRecorder />).replace(/<\/?script>/g, '');
      new Function(script)();
    });
    afterEach(() => {
      delete window.__earlyClicks;
    });

    it('renders the tab list and the first panel in the server HTML, the others hidden', () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Tabs label="Menu" tabs={tabs} />);
      document.body.append(container);

      expect(selected()).toEqual(['Food']);
      expect(screen.getByRole('tabpanel', { name: 'Food' })).toHaveAttribute('tabindex', '0');
      expect(screen.getByText('Beer and wine.')).not.toBeVisible();
      container.remove();
    });

    it('keeps a tap on a tab and selects that tab once the tabs have hydrated', async () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Tabs label="Menu" tabs={tabs} />);
      document.body.append(container);

      fireEvent.click(tab('Extras'));
      expect(selected()).toEqual(['Food']);

      const root = await act(async () => hydrateRoot(container, <Tabs label="Menu" tabs={tabs} />));
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

      expect(selected()).toEqual(['Extras']);
      expect(visibleText()).toBe('Laser tag rounds.');
      act(() => root.unmount());
      container.remove();
    });
  });
});

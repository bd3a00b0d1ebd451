// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, type AccordionItem } from '@/components/Accordion/Accordion.client';

const items: AccordionItem[] = [
  { id: 'socks', heading: 'Do I need socks?', content: <p>Yes, socks are required.</p> },
  { id: 'cake', heading: 'Can I bring a cake?', content: <p>Yes, with a party package.</p> },
  { id: 'parking', heading: 'Is parking free?', content: <p>Parking is free.</p> },
];

const header = (name: string) => screen.getByRole('button', { name });
const headers = () => screen.getAllByRole('button');
const panelOf = (button: HTMLElement) => {
  const id = button.getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error(`no panel controlled by "${button.textContent}"`);
  return panel;
};
const expanded = () => headers().map((button) => button.getAttribute('aria-expanded') === 'true');

describe('Accordion', () => {
  it('starts with every panel closed', () => {
    render(<Accordion items={items} />);

    for (const button of headers()) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(panelOf(button)).not.toBeVisible();
    }
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('puts each header button inside a heading of the requested level', () => {
    const { rerender } = render(<Accordion items={items} />);
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(items.map((item) => item.heading));

    rerender(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: 'Do I need socks?' })).toContainElement(
      header('Do I need socks?'),
    );
  });

  it('opens a panel when its header is clicked, and labels the panel region with the header', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);

    await user.click(header('Can I bring a cake?'));

    expect(header('Can I bring a cake?')).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Can I bring a cake?' });
    expect(region).toBe(panelOf(header('Can I bring a cake?')));
    expect(region).toBeVisible();
    expect(region).toHaveTextContent('Yes, with a party package.');
  });

  it('keeps one panel open at a time', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);

    await user.click(header('Do I need socks?'));
    await user.click(header('Is parking free?'));

    expect(expanded()).toEqual([false, false, true]);
    expect(screen.getByText('Yes, socks are required.')).not.toBeVisible();
    expect(screen.getByText('Parking is free.')).toBeVisible();
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('closes the open panel when its header is clicked again', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);

    await user.click(header('Do I need socks?'));
    await user.click(header('Do I need socks?'));

    expect(expanded()).toEqual([false, false, false]);
    expect(screen.getByText('Yes, socks are required.')).not.toBeVisible();
  });

  it('gives every header its own panel, with ids unique across accordions', () => {
    render(
      <>
        <Accordion items={items} />
        <Accordion items={items} />
      </>,
    );
    const ids = headers().flatMap((button) => [button.id, button.getAttribute('aria-controls')]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const button of headers()) {
      expect(panelOf(button)).toHaveAttribute('aria-labelledby', button.id);
    }
  });

  it('moves focus between headers with the arrow keys, wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const [first, second, third] = headers();

    first!.focus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(third).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(third).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(second).toHaveFocus();
  });

  it('moves focus to the first header with Home and to the last with End', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const [first, second, third] = headers();

    second!.focus();
    await user.keyboard('{End}');
    expect(third).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
    // Moving focus never opens anything.
    expect(expanded()).toEqual([false, false, false]);
  });

  it('toggles the focused header with Enter and with Space', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);

    await user.tab();
    expect(header('Do I need socks?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual([true, false, false]);
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual([false, false, false]);

    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(expanded()).toEqual([false, true, false]);
    await user.keyboard(' ');
    expect(expanded()).toEqual([false, false, false]);
  });

  it('lets Tab leave the headers in page order', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);

    await user.tab();
    await user.tab();
    expect(header('Can I bring a cake?')).toHaveFocus();
  });
});

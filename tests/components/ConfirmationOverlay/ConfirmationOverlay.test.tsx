// @vitest-environment jsdom
import { useRef, useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ConfirmationOverlay,
  type ConfirmationLook,
  type PassLine,
} from '@/components/ConfirmationOverlay/ConfirmationOverlay.client';
import { installDialogPolyfill } from '@/tests/support/dialog';

let removeDialogPolyfill: () => void;
beforeEach(() => {
  removeDialogPolyfill = installDialogPolyfill();
});
afterEach(() => removeDialogPolyfill());

const passes: PassLine[] = [
  { id: 'a', label: 'Pass # 10000000001', outcome: 'success', statusText: 'Done' },
  {
    id: 'b',
    label: 'Pass # 20000000001',
    outcome: 'failure',
    statusText: 'Refused',
    detail: 'Someone has it already.',
  },
];

/** A page with a button that opens the overlay, as a guest would. */
function Harness({
  look = 'pass',
  onClose = () => undefined,
  withReturnTarget = false,
}: {
  look?: ConfirmationLook;
  onClose?: () => void;
  withReturnTarget?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show results
      </button>
      <button type="button" ref={target}>
        Somewhere else
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        Close from outside
      </button>
      <ConfirmationOverlay
        open={open}
        look={look}
        heading="All done"
        passes={passes}
        passesLabel="Your passes"
        returnFocusRef={withReturnTarget ? target : undefined}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        <p>Thanks for registering.</p>
      </ConfirmationOverlay>
    </>
  );
}

describe('ConfirmationOverlay', () => {
  it('stays closed, out of the accessibility tree, until it is opened', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal dialog named by its heading and moves focus into it', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Show results' }));

    const dialog = screen.getByRole('dialog', { name: 'All done' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'All done' })).toBeVisible();
    expect(within(dialog).getByText('Thanks for registering.')).toBeVisible();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('lists the passes with their status and detail, in a named list', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Show results' }));

    const list = screen.getByRole('list', { name: 'Your passes' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Pass # 10000000001Done',
      'Pass # 20000000001RefusedSomeone has it already.',
    ]);
    expect(items[0]).toHaveClass('passSuccess');
    expect(items[1]).toHaveClass('passFailure');
  });

  it.each(['pass', 'success', 'failure'] as const)(
    'shows the %s look (colour and icon) without exposing the icon',
    async (look) => {
      const user = userEvent.setup();
      render(<Harness look={look} />);
      await user.click(screen.getByRole('button', { name: 'Show results' }));

      const dialog = screen.getByRole('dialog');
      expect(dialog).toHaveClass(look);
      const icon = dialog.querySelector('svg');
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon?.querySelectorAll('path').length).toBeGreaterThan(0);
    },
  );

  it('closes with its Close button, tells the page, and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Show results' });
    await user.click(opener);

    await user.click(screen.getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Show results' }));

    await user.keyboard('{Escape}');

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show results' })).toHaveFocus();
  });

  it('returns focus to the given element instead of the opener when asked', async () => {
    const user = userEvent.setup();
    render(<Harness withReturnTarget />);
    await user.click(screen.getByRole('button', { name: 'Show results' }));

    await user.click(screen.getByRole('button', { name: 'Close' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Somewhere else' })).toHaveFocus(),
    );
  });

  it('closes when the page sets open to false', async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <ConfirmationOverlay open look="success" heading="Saved" onClose={onClose} />,
    );
    expect(screen.getByRole('dialog', { name: 'Saved' })).toHaveAttribute('open');

    rerender(<ConfirmationOverlay open={false} look="success" heading="Saved" onClose={onClose} />);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('shows no list without passes, and a custom close label', () => {
    render(
      <ConfirmationOverlay
        open
        look="failure"
        heading="Not sent"
        closeLabel="Back to the form"
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Not sent' });
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Back to the form' })).toBeVisible();
  });
});

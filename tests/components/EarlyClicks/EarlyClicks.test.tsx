// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EarlyClickRecorder } from '@/components/EarlyClicks/EarlyClickRecorder';
import { useEarlyClicks, useEarlySubmit } from '@/components/EarlyClicks/earlyClicks';

function Toggle() {
  const [open, setOpen] = useState(false);
  const clicks = useEarlyClicks('party', () => setOpen((wasOpen) => !wasOpen));
  return (
    <button
      type="button"
      aria-expanded={open}
      {...clicks}
      onClick={() => setOpen((wasOpen) => !wasOpen)}
    >
      Birthday
    </button>
  );
}

const birthday = () => screen.getByRole('button', { name: 'Birthday' });
/** Lets the island's effects and the replay that follows them run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('clicks made before an island hydrates', () => {
  beforeAll(() => {
    // The recorder's inline script, run the way the page runs it: before any bundle.
    const script = renderToStaticMarkup(<EarlyClickRecorder />).replace(/<\/?script>/g, '');
    new Function(script)();
  });
  afterEach(() => {
    delete window.__earlyClicks;
  });

  it('are replayed once the island has hydrated', async () => {
    // The server's markup, clicked before any bundle has run.
    document.body.innerHTML = '<button type="button" data-early-click="party">Birthday</button>';
    fireEvent.click(birthday());
    document.body.innerHTML = '';

    render(<Toggle />);
    // The replay waits for the island's effects and a task after them: wait for its result.
    await waitFor(() => expect(birthday()).toHaveAttribute('aria-expanded', 'true'));
  });

  it('are recorded once even when the recorder ran twice (a page, or a test run, that includes it again)', () => {
    const script = renderToStaticMarkup(<EarlyClickRecorder />).replace(/<\/?script>/g, '');
    new Function(script)();
    document.body.innerHTML = '<button type="button" data-early-click="party">Birthday</button>';
    fireEvent.click(birthday());
    expect(window.__earlyClicks).toHaveLength(1);
    document.body.innerHTML = '';
  });

  it('are not replayed when the island received them itself', async () => {
    render(<Toggle />);
    fireEvent.click(birthday());
    await settle();
    expect(birthday()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(birthday());
    await settle();
    expect(birthday()).toHaveAttribute('aria-expanded', 'false');
    expect(window.__earlyClicks).toEqual([]);
  });

  it('stop a marked form from being sent as a page load and send it once it has hydrated', async () => {
    document.body.innerHTML = '<form data-early-click="enquiry"><button>Send</button></form>';
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    screen.getByRole('button', { name: 'Send' }).closest('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    document.body.innerHTML = '';

    const sent = vi.fn();
    function Enquiry() {
      const earlySubmit = useEarlySubmit('enquiry');
      return (
        <form
          {...earlySubmit}
          onSubmit={(event) => {
            event.preventDefault();
            sent();
          }}
        >
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Enquiry />);
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));

    // Once hydrated, a submission is the form's own and is not replayed.
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(sent).toHaveBeenCalledTimes(2);
    expect(window.__earlyClicks).toEqual([]);
  });

  it('leave a control alone that nobody clicked', async () => {
    render(<Toggle />);
    await settle();
    expect(birthday()).toHaveAttribute('aria-expanded', 'false');
  });
});

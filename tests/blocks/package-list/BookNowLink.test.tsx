// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scroller } from 'react-scroll';
import { BookNowLink } from '@/blocks/package-list/BookNowLink.client';
import { useBookingFlow } from '@/stores/bookingFlow';

vi.mock('react-scroll', () => ({ scroller: { scrollTo: vi.fn() } }));

function renderPage({ withWidget = true } = {}) {
  render(
    <>
      {withWidget && <section id="book-a-party">Booking widget</section>}
      <BookNowLink packageAnchor="teen-all-access">
        Book Now<span className="visually-hidden">: Teen All Access</span>
      </BookNowLink>
    </>,
  );
  return screen.getByRole('link', { name: 'Book Now: Teen All Access' });
}

function reducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })),
  );
}

beforeEach(() => {
  useBookingFlow.getState().reset();
  window.history.replaceState(null, '', '/book/birthday/');
});
afterEach(() => {
  vi.mocked(scroller.scrollTo).mockReset();
  vi.unstubAllGlobals();
});

describe('Book Now on a package card', () => {
  it('is a plain link to the booking widget, so it works before any script runs', () => {
    expect(renderPage()).toHaveAttribute('href', '#book-a-party');
  });

  it('remembers the package in the booking flow', async () => {
    const link = renderPage();
    await userEvent.setup().click(link);
    expect(useBookingFlow.getState().packageAnchor).toBe('teen-all-access');
  });

  it('glides to the widget in 800 ms, 65 px below the top, and moves focus there', async () => {
    const link = renderPage();
    await userEvent.setup().click(link);

    await vi.waitFor(() =>
      expect(scroller.scrollTo).toHaveBeenCalledWith('book-a-party', {
        duration: 800,
        offset: -65,
        smooth: true,
      }),
    );
    expect(window.location.hash).toBe('#book-a-party');
    expect(document.getElementById('book-a-party')).toHaveFocus();
    expect(document.getElementById('book-a-party')).toHaveAttribute('tabindex', '-1');
  });

  it('jumps without animation for guests who prefer reduced motion', async () => {
    reducedMotion(true);
    await userEvent.setup().click(renderPage());
    await vi.waitFor(() =>
      expect(scroller.scrollTo).toHaveBeenCalledWith('book-a-party', {
        duration: 0,
        offset: -65,
        smooth: false,
      }),
    );
  });

  it('works from the keyboard (Enter on the focused link)', async () => {
    const user = userEvent.setup();
    const link = renderPage();
    link.focus();
    await user.keyboard('{Enter}');
    expect(useBookingFlow.getState().packageAnchor).toBe('teen-all-access');
    await vi.waitFor(() => expect(scroller.scrollTo).toHaveBeenCalled());
  });

  it('leaves the click to the browser when the page has no widget, still remembering the package', () => {
    const link = renderPage({ withWidget: false });
    const notCancelled = fireEvent.click(link);
    expect(notCancelled).toBe(true);
    expect(useBookingFlow.getState().packageAnchor).toBe('teen-all-access');
    expect(scroller.scrollTo).not.toHaveBeenCalled();
  });

  it('lets a modified click (new tab) through without choosing the package', () => {
    const link = renderPage();
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(useBookingFlow.getState().packageAnchor).toBeUndefined();
  });
});

// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookSelectorIsland } from '@/blocks/book-selector/BookSelector.client';
import { useBookingFlow } from '@/stores/bookingFlow';
import { useCart } from '@/stores/cart';
import { useSite } from '@/stores/site';
import { TULSA } from '@/tests/support/centers';
import { stubFetchEachTest } from '@/tests/support/fetch';
import { submitTwiceInOneTick } from '@/tests/support/submitTwice';

const pathname = vi.hoisted(() => ({ current: '/' }));
const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => pathname.current,
  useRouter: () => router,
}));

const fetchMock = stubFetchEachTest();

function renderWidget() {
  return render(
    <BookSelectorIsland anchor="book-a-party" heading="Book a party" centers={[TULSA]} />,
  );
}

const birthdayButton = () => screen.getByRole('button', { name: 'Birthday' });

beforeEach(() => {
  window.scrollTo = vi.fn();
  router.push.mockReset();
  localStorage.clear();
  pathname.current = '/';
  useCart.getState().reset();
  useBookingFlow.getState().reset();
  useCart.persist.clearStorage();
  useSite.getState().forgetCenter();
  useSite.setState({ partyFormAsked: false });
});

describe('the book selector widget', () => {
  it('offers Birthday as a disclosure and Bowling and Activities as links to the activities page', () => {
    renderWidget();
    expect(birthdayButton()).toHaveAttribute('aria-expanded', 'false');
    for (const name of ['Bowling', 'Activities']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/book/activities/');
    }
  });

  it('opens and closes the birthday form, starting afresh on every toggle', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(birthdayButton());
    expect(birthdayButton()).toHaveAttribute('aria-expanded', 'true');
    const name = screen.getByRole('textbox', { name: 'Guest of honor’s name' });
    await user.type(name, 'Maya');
    await user.clear(screen.getByRole('spinbutton', { name: 'How many kids' }));
    await user.click(birthdayButton());
    expect(birthdayButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Guest of honor’s name' })).toBeNull();
    await user.click(birthdayButton());
    expect(screen.getByRole('textbox', { name: 'Guest of honor’s name' })).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: 'How many kids' })).toHaveValue(10);
  });

  it('restores a birthday under way from the stored cart and goes back to step 1', async () => {
    await renderWithStoredBirthday();
    expect(birthdayButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Guest of honor’s name' })).toHaveValue('Leo');
    expect(screen.getByRole('textbox', { name: 'Guest of honor’s age' })).toHaveValue('9');
    expect(screen.getByRole('spinbutton', { name: 'How many kids' })).toHaveValue(14);
    expect(screen.getByLabelText(/^When/)).toHaveValue('2030-12-05');
    expect(useBookingFlow.getState().step).toBe(1);
  });

  it('stays closed when nothing is under way or the request was already sent', async () => {
    localStorage.setItem(
      'spark-alley-booking',
      JSON.stringify({ state: { step: 3, type: 'birthday' }, version: 1 }),
    );
    await useBookingFlow.persist.rehydrate();
    await act(async () => {
      renderWidget();
    });
    expect(birthdayButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts a fresh party at the center the guest chose on the site', async () => {
    const user = userEvent.setup();
    useSite.getState().chooseCenter('232');
    renderWidget();
    await user.click(birthdayButton());
    expect(screen.getByText(/Chosen center:/).closest('p')).toHaveTextContent(
      'Chosen center: Tulsa (Tulsa, OK)',
    );
  });

  it('opens the party form at once, at the chosen center, when a center’s Book a Party asks', async () => {
    useSite.getState().bookPartyAt('232');
    await act(async () => {
      renderWidget();
    });
    expect(birthdayButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Chosen center:/).closest('p')).toHaveTextContent(
      'Chosen center: Tulsa (Tulsa, OK)',
    );
    // Asked once, opened once: the next visit to the widget starts closed.
    expect(useSite.getState().partyFormAsked).toBe(false);
  });

  it('keeps a birthday under way rather than starting afresh when Book a Party asks', async () => {
    useSite.getState().bookPartyAt('232');
    await renderWithStoredBirthday();
    expect(screen.getByRole('textbox', { name: 'Guest of honor’s name' })).toHaveValue('Leo');
  });

  it('says under Book birthday that the party is not booked yet: a package, then the center confirms', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(birthdayButton());

    expect(screen.getByRole('button', { name: 'Book birthday' })).toHaveAccessibleDescription(
      'Fill in every field to book. Next: choose your package and tell us how to reach you. Your center then confirms the party.',
    );
  });

  it('books the party into the cart, moves to step 2 and remembers the center site-wide', async () => {
    const user = userEvent.setup();
    useSite.getState().chooseCenter('232');
    renderWidget();
    await user.click(birthdayButton());
    await user.type(screen.getByRole('textbox', { name: 'Guest of honor’s name' }), 'Maya');
    await user.type(screen.getByRole('textbox', { name: 'Guest of honor’s age' }), '7');
    useSite.getState().forgetCenter();
    await user.click(screen.getByRole('button', { name: 'Book birthday' }));
    await vi.waitFor(() => expect(useBookingFlow.getState().step).toBe(2));
    const { cart } = useCart.getState();
    expect(cart).toMatchObject({
      type: 'birthday',
      location: '232',
      guests: { howManyKids: 10, guestOfHonorName: 'Maya', guestOfHonorAge: 7 },
    });
    expect(cart.time?.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(useSite.getState().chosenCenterId).toBe('232');
  });

  it('starts one booking when Book is pressed twice at once: the old cart is deleted once', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true }));
    await renderWithStoredBirthday({ summary: { id: 'summary-42' } });

    await submitTwiceInOneTick(screen.getByRole('form', { name: 'Birthday party' }));

    await vi.waitFor(() => expect(router.push).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      centerId: '232',
      cartSummaryId: 'summary-42',
    });
    expect(useCart.getState().cart.summary).toBeUndefined();
  });

  it('uses the outline style on the index route only', () => {
    const { container, unmount } = renderWidget();
    expect(container.querySelector('section')).toHaveClass('outline');
    unmount();
    pathname.current = '/birthdays/packages/';
    const other = renderWidget();
    expect(other.container.querySelector('section')).toHaveClass('solid');
  });
});

/**
 * Renders the widget after a page load that finds Leo's birthday stored at the info step, with
 * `extra` cart fields (a cart summary the platform holds).
 */
async function renderWithStoredBirthday(extra: object = {}) {
  localStorage.setItem(
    'spark-alley-cart',
    JSON.stringify({
      state: {
        cart: {
          location: '232',
          time: { date: '12/05/2030' },
          guests: { howManyKids: 14, guestOfHonorName: 'Leo', guestOfHonorAge: 9 },
          ...extra,
        },
      },
      version: 1,
    }),
  );
  localStorage.setItem(
    'spark-alley-booking',
    JSON.stringify({ state: { step: 2, type: 'birthday' }, version: 1 }),
  );
  // A page load reads storage once; the stores of this test file were loaded before.
  await useCart.persist.rehydrate();
  await useBookingFlow.persist.rehydrate();
  await act(async () => {
    renderWidget();
  });
}

import { cartForNewBooking } from '@/forms/birthday/book';
import type { Party } from '@/forms/birthday/party';
import { EMPTY_CART, type Cart } from '@/stores/cart';

const party: Party = {
  location: '205',
  date: '2026-12-05',
  howManyKids: 14,
  guestOfHonorName: 'Leo',
  guestOfHonorAge: 9,
};

const storedParty = {
  location: '205',
  time: { date: '12/05/2026' },
  guests: { howManyKids: 14, guestOfHonorName: 'Leo', guestOfHonorAge: 9 },
  type: 'birthday',
};

const earlierCart: Cart = {
  location: '101',
  time: { date: '11/30/2026' },
  guests: { howManyKids: 8, guestOfHonorName: 'Ana', guestOfHonorAge: 6 },
  summary: { id: 'summary-42' },
};

describe('starting a birthday booking (On Book)', () => {
  it('deletes an anonymous cart summary through the anonymous call and starts afresh', async () => {
    const deleteCart = vi.fn().mockResolvedValue({ ok: true });
    const cart = await cartForNewBooking(earlierCart, party, deleteCart);
    expect(deleteCart).toHaveBeenCalledExactlyOnceWith({
      centerId: '101',
      cartSummaryId: 'summary-42',
    });
    expect(cart).toEqual(storedParty);
  });

  it('deletes an account’s cart summary with its account id (the customer-cart call)', async () => {
    const deleteCart = vi.fn().mockResolvedValue({ ok: true });
    await cartForNewBooking({ ...earlierCart, accountId: 'acct-7' }, party, deleteCart);
    expect(deleteCart).toHaveBeenCalledExactlyOnceWith({
      centerId: '101',
      cartSummaryId: 'summary-42',
      accountId: 'acct-7',
    });
  });

  it('keeps the cart of a guest who already gave email, first name, last name and phone', async () => {
    const deleteCart = vi.fn();
    const contact = {
      email: 'sam@example.com',
      firstName: 'Sam',
      lastName: 'Lee',
      phone: '4805550142',
    };
    const cart = await cartForNewBooking(
      { ...earlierCart, guests: { ...earlierCart.guests, ...contact } },
      party,
      deleteCart,
    );
    expect(deleteCart).not.toHaveBeenCalled();
    expect(cart.summary).toEqual({ id: 'summary-42' });
    expect(cart.guests).toEqual({ ...contact, ...storedParty.guests });
  });

  it('resets a cart with only part of the contact details', async () => {
    const deleteCart = vi.fn().mockResolvedValue({ ok: true });
    const cart = await cartForNewBooking(
      { ...earlierCart, guests: { email: 'sam@example.com', firstName: 'Sam', lastName: 'Lee' } },
      party,
      deleteCart,
    );
    expect(deleteCart).toHaveBeenCalledOnce();
    expect(cart).toEqual(storedParty);
  });

  it('makes no call when there is no cart summary to delete', async () => {
    const deleteCart = vi.fn();
    expect(await cartForNewBooking(EMPTY_CART, party, deleteCart)).toEqual(storedParty);
    expect(deleteCart).not.toHaveBeenCalled();
  });

  it('still books when the deletion fails', async () => {
    const deleteCart = vi.fn().mockRejectedValue(new Error('unreachable'));
    expect(await cartForNewBooking(earlierCart, party, deleteCart)).toEqual(storedParty);
  });
});

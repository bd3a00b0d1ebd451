import {
  cartHasParty,
  KIDS,
  newPartyInput,
  partyDayLabel,
  partyDefaults,
  partyInputFromCart,
  withParty,
  type PartyInput,
} from '@/forms/birthday/party';
import { partySchema } from '@/forms/birthday/partySchema';
import { birthdayMessages } from '@/forms/birthday/messages';
import { EMPTY_CART } from '@/stores/cart';

// A Sunday evening: the earliest party day is Tuesday the 24th.
const TODAY = new Date(2026, 10, 22, 21, 45);

const valid: PartyInput = {
  location: '101',
  date: '2026-11-28',
  howManyKids: '12',
  guestOfHonorName: 'Maya',
  guestOfHonorAge: '8',
};

function messagesFor(input: Partial<PartyInput>) {
  const result = partySchema(TODAY).safeParse({ ...valid, ...input });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the birthday selector’s party', () => {
  it('starts on today plus 2 days with 10 kids and nothing else chosen', () => {
    expect(partyDefaults(TODAY)).toEqual({
      location: '',
      date: '2026-11-24',
      howManyKids: '10',
      guestOfHonorName: '',
      guestOfHonorAge: '',
    });
    expect(KIDS).toEqual({ min: 6, max: 20, default: 10 });
  });

  it('turns a filled-in form into the party with numbers', () => {
    expect(partySchema(TODAY).parse(valid)).toEqual({
      location: '101',
      date: '2026-11-28',
      howManyKids: 12,
      guestOfHonorName: 'Maya',
      guestOfHonorAge: 8,
    });
  });

  it('asks for a date, and sends families wanting one within 48 hours to their center', () => {
    expect(messagesFor({ date: '' })).toEqual({ date: birthdayMessages.date });
    expect(messagesFor({ date: '2026-02-30' })).toEqual({ date: 'Please select a date' });
    expect(messagesFor({ date: '2026-11-23' })).toEqual({
      date: 'To book within the next 48 hours, please contact your local center.',
    });
    expect(messagesFor({ date: '2026-11-24' })).toEqual({});
  });

  it('takes 6 to 20 kids and says so in the documented words otherwise', () => {
    const message = 'Please select a number of kids between 6 and 20.';
    for (const kids of ['5', '21', '', '10.5', 'ten', '-8']) {
      expect(messagesFor({ howManyKids: kids }), kids).toEqual({ howManyKids: message });
    }
    expect(messagesFor({ howManyKids: '6' })).toEqual({});
    expect(messagesFor({ howManyKids: '20' })).toEqual({});
  });

  it('needs both the guest of honor’s name and age, with one message for the pair', () => {
    const message = 'Please enter a valid name and age';
    expect(messagesFor({ guestOfHonorName: '' })).toEqual({ guestOfHonorName: message });
    expect(messagesFor({ guestOfHonorAge: '' })).toEqual({ guestOfHonorAge: message });
    expect(messagesFor({ guestOfHonorName: '!!', guestOfHonorAge: '0' })).toEqual({
      guestOfHonorName: message,
      guestOfHonorAge: message,
    });
  });

  it('shows every problem at once', () => {
    expect(messagesFor({ date: '', howManyKids: '30', guestOfHonorName: '' })).toEqual({
      date: 'Please select a date',
      howManyKids: 'Please select a number of kids between 6 and 20.',
      guestOfHonorName: 'Please enter a valid name and age',
    });
  });

  it('needs a center', () => {
    expect(messagesFor({ location: '' })).toEqual({ location: birthdayMessages.chooseCenter });
  });

  it('is stored in the cart with the date as MM/DD/YYYY, keeping what else the cart holds', () => {
    const party = partySchema(TODAY).parse(valid);
    const cart = withParty(
      { ...EMPTY_CART, guests: { email: 'sam@example.com' }, summary: { id: 'S-1' } },
      party,
    );
    expect(cart).toEqual({
      location: '101',
      time: { date: '11/28/2026' },
      guests: {
        email: 'sam@example.com',
        howManyKids: 12,
        guestOfHonorName: 'Maya',
        guestOfHonorAge: 8,
      },
      summary: { id: 'S-1' },
    });
    expect(cartHasParty(cart)).toBe(true);
    expect(cartHasParty(EMPTY_CART)).toBe(false);
  });

  it('comes back from the cart into the selector’s fields', () => {
    const cart = withParty(EMPTY_CART, partySchema(TODAY).parse(valid));
    expect(partyInputFromCart(cart, TODAY)).toEqual(valid);
    expect(partyInputFromCart(EMPTY_CART, TODAY)).toEqual(partyDefaults(TODAY));
  });

  it('starts a new party at the center chosen on the site, when the booking offers it', () => {
    const centers = [{ id: '232' }, { id: '271' }];
    expect(newPartyInput(TODAY, '271', centers)).toEqual({
      ...partyDefaults(TODAY),
      location: '271',
    });
    expect(newPartyInput(TODAY, '999', centers).location).toBe('');
    expect(newPartyInput(TODAY, undefined, centers).location).toBe('');
  });

  it('names the party day in words, on the guest’s calendar', () => {
    expect(partyDayLabel('12/05/2026')).toBe('Saturday, December 5, 2026');
    expect(partyDayLabel('02/30/2026')).toBe('02/30/2026');
  });
});

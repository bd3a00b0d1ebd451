import {
  bookingInputFrom,
  bookingReference,
  bookingRequestMail,
  cartWithDraft,
  type BookingInput,
  type PackageOption,
} from '@/forms/birthday/request';
import { partyTotalCents } from '@/lib/partyTotal';
import { bookingSchema } from '@/forms/birthday/bookingSchema';
import { birthdayMessages } from '@/forms/birthday/messages';
import { fieldMessages } from '@/forms/engine/messages';
import { EMPTY_CART, type Cart } from '@/stores/cart';
import { MAYAS_PARTY } from '@/tests/support/birthdayParty';

const TODAY = new Date(2026, 10, 22, 9, 0);

const packages: PackageOption[] = [
  {
    anchor: 'spark-alley-ultimate-birthday',
    title: 'Spark Alley Ultimate Birthday',
    price: 34.99,
    minimumGuests: 10,
    includes: [],
  },
  {
    anchor: 'teen-all-access',
    title: 'Teen All Access',
    price: 31.99,
    minimumGuests: 6,
    includes: [],
  },
];

const input: BookingInput = {
  location: '232',
  date: '2026-12-05',
  howManyKids: '12',
  guestOfHonorName: 'Maya',
  guestOfHonorAge: '8',
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam@example.com',
  phone: '(480) 555-0142',
  packageAnchor: 'spark-alley-ultimate-birthday',
  timeOfDay: 'Afternoon',
};

function issues(change: Partial<BookingInput>) {
  const result = bookingSchema(TODAY, packages).safeParse({ ...input, ...change });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the birthday info step', () => {
  it('turns the form into a request with a digits-only phone and the chosen package', () => {
    expect(bookingSchema(TODAY, packages).parse(input)).toEqual({
      location: '232',
      date: '2026-12-05',
      howManyKids: 12,
      guestOfHonorName: 'Maya',
      guestOfHonorAge: 8,
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@example.com',
      phone: '4805550142',
      package: packages[0],
      timeOfDay: 'Afternoon',
    });
  });

  it('checks the parent’s details with the guest form rules', () => {
    expect(issues({ firstName: '', email: 'sam@', phone: '123' })).toEqual({
      firstName: fieldMessages.required,
      email: fieldMessages.email,
      phone: fieldMessages.phone,
    });
  });

  it('keeps the selector’s party rules', () => {
    expect(issues({ howManyKids: '21', guestOfHonorAge: '' })).toEqual({
      howManyKids: birthdayMessages.kids,
      guestOfHonorAge: birthdayMessages.guestOfHonor,
    });
  });

  it('asks for a package', () => {
    expect(issues({ packageAnchor: '' })).toEqual({ packageAnchor: 'Please choose a package' });
    expect(issues({ packageAnchor: 'not-a-package' })).toEqual({
      packageAnchor: 'Please choose a package',
    });
  });

  it('asks when in the day the party should be', () => {
    expect(issues({ timeOfDay: '' })).toEqual({ timeOfDay: 'Please choose a time of day' });
    expect(issues({ timeOfDay: 'Midnight' })).toEqual({
      timeOfDay: 'Please choose a time of day',
    });
  });

  it('needs 10 guests for a package, except 6 for Teen All Access, said at the package', () => {
    expect(issues({ howManyKids: '8' })).toEqual({
      packageAnchor: 'Spark Alley Ultimate Birthday needs at least 10 guests.',
    });
    expect(issues({ howManyKids: '6', packageAnchor: 'teen-all-access' })).toEqual({});
  });

  it('reaches the venue through mail-send under its own table, to the chosen center', () => {
    const request = bookingSchema(TODAY, packages).parse(input);
    expect(bookingRequestMail(request, { id: '232', name: 'Tulsa' })).toEqual({
      table: 'Birthday Booking',
      sendTo: '232',
      fields: {
        Booking: 'Birthday Party',
        Reference: bookingReference(request),
        Package: 'Spark Alley Ultimate Birthday',
        Location: 'Tulsa',
        'Center Id': '232',
        'Desired Date': '12/05/2026',
        ...MAYAS_PARTY,
        Email: 'sam@example.com',
      },
    });
  });

  it('saves every edit to the cart, keeping stored values while a number or date is half typed', () => {
    const cart: Cart = {
      ...EMPTY_CART,
      location: '101',
      time: { date: '12/01/2026' },
      guests: { howManyKids: 10, guestOfHonorName: 'Ana', guestOfHonorAge: 6 },
      summary: { id: 'S-1' },
    };
    expect(
      cartWithDraft(cart, { ...input, howManyKids: '', date: '', guestOfHonorAge: 'x' }),
    ).toEqual({
      location: '232',
      time: { date: '12/01/2026' },
      guests: {
        howManyKids: 10,
        guestOfHonorName: 'Maya',
        guestOfHonorAge: 6,
        firstName: 'Sam',
        lastName: 'Lee',
        email: 'sam@example.com',
        phone: '(480) 555-0142',
      },
      summary: { id: 'S-1' },
    });
  });

  it('fills the form back from the cart and the chosen package after a reload', () => {
    const cart = cartWithDraft(EMPTY_CART, input);
    expect(
      bookingInputFrom(cart, { packageAnchor: 'teen-all-access', timeOfDay: 'Afternoon' }, TODAY),
    ).toEqual({ ...input, packageAnchor: 'teen-all-access' });
    expect(bookingInputFrom(cart, {}, TODAY)).toMatchObject({ packageAnchor: '', timeOfDay: '' });
  });

  it('gives a request a reference that is the same every time and differs for another party', () => {
    const request = bookingSchema(TODAY, packages).parse(input);
    const reference = bookingReference(request);
    expect(reference).toMatch(/^BD-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    expect(bookingReference(bookingSchema(TODAY, packages).parse({ ...input }))).toBe(reference);
    expect(
      bookingReference(
        bookingSchema(TODAY, packages).parse({ ...input, email: 'SAM@example.com' }),
      ),
    ).toBe(reference);
    const others = [
      { date: '2026-12-06' },
      { timeOfDay: 'Evening' },
      { location: '101' },
      { packageAnchor: 'teen-all-access' },
      { guestOfHonorName: 'Leo' },
    ].map((change) =>
      bookingReference(bookingSchema(TODAY, packages).parse({ ...input, ...change })),
    );
    expect(new Set([reference, ...others]).size).toBe(others.length + 1);
  });

  it('estimates the total as kids times the per-guest price, to the cent', () => {
    expect(partyTotalCents(12, 22)).toBe(26400);
    expect(partyTotalCents(7, 31.99)).toBe(22393);
    expect(partyTotalCents(10, 34.99)).toBe(34990);
    // Floats would drift: 11 × 12.99 is 142.89000000000001 in dollars.
    expect(partyTotalCents(11, 12.99)).toBe(14289);
  });
});

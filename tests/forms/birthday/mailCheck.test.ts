import { birthdayMailErrors } from '@/forms/birthday/mailCheck';
import {
  bookingRequestMail,
  type BookingRequest,
  type PackageOption,
} from '@/forms/birthday/request';

/*
 * A birthday booking's mail as the route handler checks it: the info step's own rules, at a
 * center and with a package that exist, and exactly the mail those values make.
 */

const now = new Date(2026, 10, 28, 12);
const katy = { id: '251', name: 'Katy' };
const teen: PackageOption = {
  anchor: 'teen-all-access',
  title: 'Teen All Access',
  price: 31.99,
  minimumGuests: 6,
  includes: [],
};
const bash: PackageOption = {
  anchor: 'bowling-bash-birthday',
  title: 'Bowling Bash Birthday',
  price: 22,
  minimumGuests: 10,
  includes: [],
};

const request: BookingRequest = {
  location: '251',
  date: '2026-12-05',
  howManyKids: 8,
  guestOfHonorName: 'Mia',
  guestOfHonorAge: 13,
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '2145550137',
  package: teen,
  timeOfDay: 'Afternoon',
};

const check = (mail = bookingRequestMail(request, katy)) =>
  birthdayMailErrors(mail, [katy], [teen, bash], now);

it('accepts the mail the info step sends', () => {
  expect(check()).toBeUndefined();
});

it('accepts the mail sent from a Spanish page, which names the family’s language', () => {
  const spanish = bookingRequestMail(request, katy, 'es');
  expect(spanish.fields.Booking).toBe('Birthday Party · Idioma: español');
  expect(check(spanish)).toBeUndefined();
  // Any other words in the Booking field are not the booking.
  expect(
    check({ ...spanish, fields: { ...spanish.fields, Booking: 'Birthday Party · VIP' } }),
  ).toEqual({ Booking: [expect.any(String)] });
});

it('holds the values to the step’s rules: the package’s minimum, the 48 hours, the phone', () => {
  expect(check(bookingRequestMail({ ...request, package: bash }, katy))).toEqual({
    Package: ['Bowling Bash Birthday needs at least 10 guests.'],
  });
  expect(check(bookingRequestMail({ ...request, date: '2026-11-28' }, katy))).toEqual({
    'Desired Date': [expect.stringContaining('48 hours')],
  });
  expect(check(bookingRequestMail({ ...request, phone: '123' }, katy))).toEqual({
    'Phone Number': ['Please use a valid phone number (i.e. XXX-XXX-XXXX)'],
  });
});

it('refuses a package or a center that does not exist', () => {
  const mail = bookingRequestMail(request, katy);
  expect(check({ ...mail, fields: { ...mail.fields, Package: 'Free Party' } })).toEqual({
    Package: [expect.any(String)],
  });
  const elsewhere = bookingRequestMail(
    { ...request, location: '999' },
    { id: '999', name: 'Atlantis' },
  );
  expect(check(elsewhere)).toEqual({ 'Center Id': ['Unknown location.'] });
});

it('refuses a mail that is not the one its values make: a changed reference, name or extra field', () => {
  const mail = bookingRequestMail(request, katy);
  expect(
    check({
      ...mail,
      fields: { ...mail.fields, Reference: 'BD-FREE-FREE', Location: 'Tempe', Coupon: 'X' },
    }),
  ).toEqual({
    Reference: ['Does not match the booking.'],
    Location: ['Does not match the booking.'],
    Coupon: ['Does not match the booking.'],
  });
  expect(check({ ...mail, sendTo: '101' })).toEqual({
    'Center Id': ['Does not match the booking.'],
  });
});

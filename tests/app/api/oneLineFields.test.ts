import { validLead, validMail, validMails, validSeasonPass } from '@/tests/support/platformBodies';
import {
  embeddedPlatformForEachTest,
  jobApplication,
  routeNamed,
  send,
  withFields,
} from '@/tests/support/fieldShapes';

/**
 * What every platform route refuses in a field that is not a textarea whatever the form's other
 * rules: a line break, as a mail header smuggled into a name would need. A textarea keeps its lines.
 */

const INVALID = 'Please check your form for errors.';
const ONE_LINE = 'This field must be on one line.';
/** A header hidden after a line break, as a bot would try to add a recipient to the mail. */
const HEADER = 'Ann\r\nBcc: x@y';

const { everythingStored } = embeddedPlatformForEachTest();

describe('a line break in a single-line field', () => {
  const virtual = routeNamed('virtual-experiences').valid;
  it.each<[string, string, unknown, string]>([
    [
      'season pass first name',
      'season-pass/registrations',
      { ...validSeasonPass, firstName: HEADER },
      'firstName',
    ],
    [
      'season pass email',
      'season-pass/registrations',
      { ...validSeasonPass, emailAddress: 'ann@example.com\r\nBcc: x@y' },
      'emailAddress',
    ],
    [
      'lead first name',
      'leads',
      { ...validLead, contact: { ...validLead.contact, firstName: HEADER } },
      'contact.firstName',
    ],
    ['lead name', 'leads', { ...validLead, leadName: HEADER }, 'leadName'],
    ['lead event time', 'leads', { ...validLead, eventTime: '10:00 AM\nBcc: x@y' }, 'eventTime'],
    ['lead company', 'leads', { ...validLead, company: HEADER }, 'company'],
    [
      'contact mail first name',
      'mail',
      withFields(validMail, { 'First Name': HEADER }),
      'fields.First Name',
    ],
    [
      'contact mail booking (a select)',
      'mail',
      withFields(validMail, { Booking: 'Play Academy Experience\nBcc: x@y' }),
      'fields.Booking',
    ],
    [
      'escape room zip code',
      'mail',
      withFields(validMails.escapeRoom, { zipcode: '77449\r\nBcc: x@y' }),
      'fields.zipcode',
    ],
    [
      'group event phone',
      'mail',
      withFields(validMails.groupEvent, { 'Phone Number': '214\n555\n0137' }),
      'fields.Phone Number',
    ],
    [
      'job application first name',
      'mail',
      withFields(jobApplication, { 'First Name': HEADER }),
      'fields.First Name',
    ],
    [
      'birthday booking first name',
      'mail',
      withFields(validMails.birthdayBooking, { 'First Name': HEADER }),
      'fields.First Name',
    ],
    [
      'birthday guest of honor',
      'mail',
      withFields(validMails.birthdayBooking, { 'Guest of Honor': 'Mia\r\nBcc: x@y' }),
      'fields.Guest of Honor',
    ],
    [
      'virtual experience email',
      'virtual-experiences',
      { ...virtual, Email: 'ann@example.com\r\nBcc: x@y' },
      'Email',
    ],
    [
      'virtual experience first name',
      'virtual-experiences',
      { ...virtual, 'First Name': HEADER },
      'First Name',
    ],
    [
      'virtual experience date',
      'virtual-experiences',
      { ...virtual, 'Desired Date': '01/02/2099\nBcc: x@y' },
      'Desired Date',
    ],
    [
      'a lone carriage return',
      'season-pass/registrations',
      { ...validSeasonPass, lastName: 'Lee\rBcc: x@y' },
      'lastName',
    ],
  ])('is refused in the %s with 400 and the one-line message', async (_, name, body, field) => {
    const { status, body: answer } = await send(name, body);
    expect(status).toBe(400);
    expect(answer.error).toBe(INVALID);
    expect((answer.fieldErrors as Record<string, string[]>)[field]).toEqual([ONE_LINE]);
    expect(await everythingStored()).toEqual([]);
  });

  it.each<[string, string, unknown, string]>([
    [
      'gift card number',
      'gift-cards/balance',
      { cardNumber: `6035710000000001\r\nBcc: x@y`, pin: '1234' },
      'cardNumber',
    ],
    [
      'cart center',
      'carts',
      { centerId: '251\r\nBcc: x@y', cartSummaryId: 'cart-123' },
      'centerId',
    ],
    [
      'season pass phone',
      'season-pass/registrations',
      { ...validSeasonPass, phoneNumber: '214555\n0137' },
      'phoneNumber',
    ],
  ])('is refused in the %s by its own pattern', async (_, name, body, field) => {
    const { status, body: answer } = await send(name, body);
    expect(status).toBe(400);
    expect(Object.keys(answer.fieldErrors as object)).toEqual([field]);
  });
});

it('accepts the job application these tests change', async () => {
  expect((await send('mail', jobApplication)).status).toBe(200);
});

describe('a line break in a textarea', () => {
  it.each<[string, string, unknown, (stored: Record<string, unknown>) => unknown]>([
    [
      'lead description',
      'leads',
      { ...validLead, description: 'Two classes\r\nof 25 students' },
      (stored) => stored.description,
    ],
    [
      'contact mail Additional Info',
      'mail',
      withFields(validMail, { 'Additional Info': 'Two classes\r\nof 25' }),
      (stored) => (stored.fields as Record<string, unknown>)['Additional Info'],
    ],
    [
      'virtual experience Additional Info',
      'virtual-experiences',
      {
        ...routeNamed('virtual-experiences').valid,
        'Additional Info': 'Thirty people\r\non Friday',
      },
      (stored) => (stored.fields as Record<string, unknown>)['Additional Info'],
    ],
  ])('is kept in the %s, as a plain line feed', async (_, name, body, textOf) => {
    const { status } = await send(name, body);
    expect(status).toBe(200);
    const [stored] = await everythingStored();
    expect(textOf(stored as Record<string, unknown>)).toMatch(/^[^\r]+\n[^\r]+$/);
  });
});

import { jobApplicationForm } from '@/forms/enquiries/job-application/form';
import { openStore } from '@/lib/platform/store';
import { validLead, validMail, validMails, validSeasonPass } from '@/tests/support/platformBodies';
import { answerOf, requestTo, routes, type RouteUnderTest } from '@/tests/support/platformRoutes';
import { setEmbeddedPlatformEnv, type EmbeddedPlatformEnv } from '@/tests/support/platformStub';

/**
 * What every platform route refuses in a field whatever the form's other rules: a line break in a
 * field that is not a textarea (a mail header smuggled into a name), a value of another type than
 * the form sends, a field named __proto__, and a honeypot filled with anything but text.
 */

const INVALID = 'Please check your form for errors.';
const ONE_LINE = 'This field must be on one line.';
/** A header hidden after a line break, as a bot would try to add a recipient to the mail. */
const HEADER = 'Ann\r\nBcc: x@y';

const route = (name: string) => routes.find((candidate) => candidate.name === name)!;
const withFields = (mail: typeof validMail, changes: Record<string, unknown>) => ({
  ...mail,
  fields: { ...mail.fields, ...changes },
});

/** A job application for a general applicant at Katy, as the careers form builds it. */
const jobApplication = jobApplicationForm.mail({
  Position: 'Party Host',
  Location: '251',
  'First Name': 'Ann',
  'Last Name': 'Lee',
  Email: 'ann@example.com',
  'Phone Number': '2145550137',
  Availability: 'Weekends',
  'About You': 'Two summers as a camp counsellor',
  'Accept Terms': true,
});

let platform: EmbeddedPlatformEnv;
beforeEach(() => {
  platform = setEmbeddedPlatformEnv(10_000);
});
afterEach(() => platform.restore());

/** Every list of the store, so that a test can tell nothing was kept. */
async function everythingStored() {
  const data = await openStore(platform.dir).read();
  return [
    data.registrations,
    data.leads,
    data.mails,
    data.virtualExperiences,
    data.cartDeletions,
    data.giftCardChecks,
  ].flat();
}

async function send(name: string, body: unknown) {
  const under = route(name);
  return answerOf(await under.handler(requestTo(under, body)));
}

describe('a line break in a single-line field', () => {
  const virtual = route('virtual-experiences').valid;
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

it('accepts the job application the tests below change', async () => {
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
      { ...route('virtual-experiences').valid, 'Additional Info': 'Thirty people\r\non Friday' },
      (stored) => (stored.fields as Record<string, unknown>)['Additional Info'],
    ],
  ])('is kept in the %s, as a plain line feed', async (_, name, body, textOf) => {
    const { status } = await send(name, body);
    expect(status).toBe(200);
    const [stored] = await everythingStored();
    expect(textOf(stored as Record<string, unknown>)).toMatch(/^[^\r]+\n[^\r]+$/);
  });
});

describe('a value of another type than the form sends', () => {
  it.each<[string, string, unknown, string, string]>([
    [
      'a number as the virtual experience Additional Info',
      'virtual-experiences',
      { ...route('virtual-experiences').valid, 'Additional Info': 12345 },
      'Additional Info',
      'Expected text.',
    ],
    [
      'a number as a virtual experience name',
      'virtual-experiences',
      { ...route('virtual-experiences').valid, 'First Name': 7 },
      'First Name',
      'Expected text.',
    ],
    [
      'text as the virtual experience opt-in box',
      'virtual-experiences',
      { ...route('virtual-experiences').valid, emailOptIn: 'yes' },
      'emailOptIn',
      'Expected true or false.',
    ],
    [
      'a number as a contact mail name',
      'mail',
      withFields(validMail, { 'Last Name': 42 }),
      'fields.Last Name',
      'Expected text.',
    ],
    [
      'a boolean as a job application field',
      'mail',
      withFields(jobApplication, { 'About You': true }),
      'fields.About You',
      'Expected text.',
    ],
  ])('is refused: %s', async (_, name, body, field, message) => {
    const { status, body: answer } = await send(name, body);
    expect(status).toBe(400);
    expect(answer.fieldErrors).toEqual({ [field]: [message] });
    expect(await everythingStored()).toEqual([]);
  });

  it('is refused as a birthday booking’s number of kids sent as text', async () => {
    const body = withFields(validMails.birthdayBooking, { 'How Many Kids': '12' });
    const { status, body: answer } = await send('mail', body);
    expect(status).toBe(400);
    expect(Object.keys(answer.fieldErrors as object)).toEqual(['fields.How Many Kids']);
  });
});

describe('a field named __proto__ inside a body', () => {
  /** The JSON of `body` with a "__proto__" field added to its `at` object (the body itself: ''). */
  function withPrototypeField(body: Record<string, unknown>, at: string) {
    const marked = at
      ? { ...body, [at]: { ...(body[at] as object), MARK: 1 } }
      : { ...body, MARK: 1 };
    return JSON.stringify(marked).replace('"MARK":1', '"__proto__":{"polluted":true}');
  }

  it.each([
    ['mail', validMail, 'fields', 'fields.__proto__'],
    ['leads', validLead, 'contact', 'contact.__proto__'],
    ['virtual-experiences', route('virtual-experiences').valid, '', '__proto__'],
  ])('is refused in /api/%s/ as an unknown field', async (name, body, at, field) => {
    const { status, body: answer } = await send(name, withPrototypeField(body, at));
    expect(status).toBe(400);
    expect(answer.fieldErrors).toEqual({ [field]: ['Unknown field.'] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await everythingStored()).toEqual([]);
  });
});

describe.each(
  routes.filter((under) => under.name !== 'carts').map((under) => [under.name, under] as const),
)('the honeypot of /api/%s/', (_, under: RouteUnderTest) => {
  it.each([
    ['a number', 1],
    ['zero', 0],
    ['true', true],
    ['an object', { url: 'https://spam.example' }],
    ['a list', ['https://spam.example']],
    ['null', null],
  ])('counts as filled when it holds %s: 202, nothing sent', async (__, website) => {
    const answer = await answerOf(
      await under.handler(requestTo(under, { ...under.valid, website })),
    );
    expect(answer).toEqual({ status: 202, body: { ok: true } });
    expect(await everythingStored()).toEqual([]);
  });
});

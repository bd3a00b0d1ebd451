import {
  LEAD_BOOKINGS,
  PLAY_ACADEMY_EXPERIENCE,
  centerIdOptions,
  contactDefinition,
  contactFields,
} from '@/forms/enquiries/contact/definition';
import { contactFailure } from '@/forms/enquiries/contact/form';
import {
  buildContactLead,
  contactCall,
  goesByMail,
  submitContact,
} from '@/forms/enquiries/contact/submission';
import type { FormInput } from '@/forms/engine/values';
import { buildFormSchema } from '@/forms/engine/schema';
import { lead, mailSend } from '@/lib/platform/schemas';
import { ANN } from '../guest';
import { annLead } from './lead';

const groups = [
  { state: 'Arizona', centers: [{ id: '102', name: 'Tempe' }] },
  {
    state: 'Texas',
    centers: [
      { id: '251', name: 'Katy' },
      { id: '260', name: 'Plano' },
    ],
  },
];
const TODAY = new Date(2026, 2, 11, 12, 0);

const guest: FormInput = {
  'First Name': ' Ann ',
  'Last Name': 'Lee',
  Email: 'ann@example.com',
  'Phone Number': '(214) 555-0137',
  Company: 'Oak Hill Elementary',
  Booking: '',
  Location: '251',
  'Desired Date': '2026-04-02',
  'Desired Time': '10:00 AM',
  'Additional Info': 'Two classes of 25',
  emailOptIn: true,
  smsOptIn: false,
  'Accept Terms': true,
};

/** The values the form submits for this input: through the engine's rules, as in the browser. */
function submitted(changes: FormInput = {}) {
  return buildFormSchema(contactFields(groups), { today: TODAY }).parse({ ...guest, ...changes });
}

const wholeModel = {
  ...ANN,
  'Phone Number': '2145550137',
  Company: 'Oak Hill Elementary',
  Booking: '',
  Location: '251',
  'Desired Date': '04/02/2026',
  'Desired Time': '10:00 AM',
  'Additional Info': 'Two classes of 25',
  emailOptIn: true,
  smsOptIn: false,
  'Accept Terms': true,
};

describe('the contact form’s routing', () => {
  it('sends no booking and the Play Academy experience by mail, every other booking as a lead', () => {
    expect(goesByMail('')).toBe(true);
    expect(goesByMail(PLAY_ACADEMY_EXPERIENCE)).toBe(true);
    for (const booking of LEAD_BOOKINGS) expect(goesByMail(booking)).toBe(false);
  });

  it('with no booking: mail-send, table Web Booking, the whole model', () => {
    const call = contactCall(submitted());
    expect(call).toEqual({
      call: 'mailSend',
      mail: { table: 'Web Booking', sendTo: '251', fields: wholeModel },
    });
    expect(mailSend.parse(call.call === 'mailSend' && call.mail)).toEqual(
      call.call === 'mailSend' && call.mail,
    );
  });

  it('with the Play Academy experience: the same mail, its booking in the model', () => {
    expect(contactCall(submitted({ Booking: PLAY_ACADEMY_EXPERIENCE }))).toEqual({
      call: 'mailSend',
      mail: {
        table: 'Web Booking',
        sendTo: '251',
        fields: { ...wholeModel, Booking: PLAY_ACADEMY_EXPERIENCE },
      },
    });
  });

  it('keeps every field in the mail, empty ones included', () => {
    const call = contactCall(
      submitted({ Company: '', Location: '', 'Desired Date': '', 'Phone Number': '' }),
    );
    expect(call.call === 'mailSend' && call.mail.fields).toEqual({
      ...wholeModel,
      Company: '',
      Location: '',
      'Desired Date': '',
      'Phone Number': '',
    });
  });

  it('sends the mail to the send key, else the Location, else virtual', () => {
    const sendTo = (changes: FormInput, sendKey?: string) => {
      const call = contactCall(submitted(changes), sendKey);
      return call.call === 'mailSend' ? call.mail.sendTo : undefined;
    };
    expect(sendTo({}, 'play-academy')).toBe('play-academy');
    expect(sendTo({}, '  ')).toBe('251');
    expect(sendTo({})).toBe('251');
    expect(sendTo({ Location: '' })).toBe('virtual');
    expect(sendTo({ Location: '' }, 'events')).toBe('events');
  });

  it.each(LEAD_BOOKINGS)('with %s: leadGen with the documented lead payload', (booking) => {
    const call = contactCall(submitted({ Booking: booking }), 'ignored-for-leads');
    const expected = annLead(booking, '10:00 AM', 'Oak Hill Elementary', {
      smsOptIn: false,
      emailOptIn: true,
    });
    expect(call).toEqual({ call: 'leadGen', lead: expected });
    expect(lead.parse(expected)).toEqual(expected);
  });

  it('defaults leadNote.acceptTerms and the opt-ins to false', () => {
    const values = submitted({ Booking: 'Group Event' });
    delete values['Accept Terms'];
    delete values.emailOptIn;
    const payload = buildContactLead(values);
    expect(payload.leadNote).toEqual({ acceptTerms: false });
    expect(payload.contact).toMatchObject({ smsOptIn: false, emailOptIn: false });
  });
});

describe('submitting the contact form', () => {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(Response.json({ ok: true })));
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockClear();
    vi.unstubAllGlobals();
  });

  const sent = () =>
    fetchMock.mock.calls.map(([path, init]) => [path, JSON.parse(String(init?.body))]);

  it('posts a mail to /api/mail/ and a lead to /api/leads/', async () => {
    await submitContact(submitted(), { honeypot: {} });
    await submitContact(submitted({ Booking: 'Birthday Party' }), { honeypot: {} });
    expect(sent()).toEqual([
      ['/api/mail/', { table: 'Web Booking', sendTo: '251', fields: wholeModel }],
      ['/api/leads/', expect.objectContaining({ leadName: 'Lee - Birthday Party' })],
    ]);
  });

  it('carries a filled honeypot at the top of the body, for the route to drop', async () => {
    await submitContact(submitted(), { honeypot: { website: 'bot.example' } });
    expect(sent()[0]?.[1]).toMatchObject({ website: 'bot.example', table: 'Web Booking' });
  });

  it('rejects when the route answers with an error', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ error: 'Whoops!' }, { status: 502 }));
    await expect(
      submitContact(submitted({ Booking: 'Group Event' }), { honeypot: {} }),
    ).rejects.toThrow('Whoops!');
  });
});

describe('the contact form’s definition', () => {
  it('has the fields of the brief, each once', () => {
    expect(contactDefinition.map((field) => [field.name, field.type])).toEqual([
      ['First Name', 'text'],
      ['Last Name', 'text'],
      ['Email', 'email'],
      ['Phone Number', 'tel'],
      ['Company', 'text'],
      ['Booking', 'select'],
      ['Location', 'select'],
      ['Desired Date', 'date'],
      ['Desired Time', 'select'],
      ['Additional Info', 'textarea'],
      ['emailOptIn', 'checkbox'],
      ['smsOptIn', 'checkbox'],
      ['Accept Terms', 'checkbox'],
    ]);
  });

  it('requires names, email, Additional Info and Accept Terms always', () => {
    expect(contactDefinition.filter((field) => field.required).map((field) => field.name)).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Additional Info',
      'Accept Terms',
    ]);
  });

  it('requires what a lead cannot go without only for lead bookings', () => {
    const input = {
      ...guest,
      'Phone Number': '',
      Location: '',
      'Desired Date': '',
      'Desired Time': '',
    };
    const schema = buildFormSchema(contactFields(groups), { today: TODAY });
    expect(schema.safeParse({ ...input, Booking: PLAY_ACADEMY_EXPERIENCE }).success).toBe(true);
    const leadIssues = schema.safeParse({ ...input, Booking: 'School Field Trip' }).error?.issues;
    expect(leadIssues?.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['Phone Number', 'This field is required'],
      ['Location', 'This field is required'],
      ['Desired Date', 'This field is required'],
      ['Desired Time', 'This field is required'],
    ]);
  });

  it('offers the booking types, and dates from tomorrow on', () => {
    const booking = contactDefinition.find((field) => field.name === 'Booking');
    expect(booking?.options?.map((option) => option.value)).toEqual([
      'Play Academy Experience',
      'Birthday Party',
      'Group Event',
      'Corporate Event',
      'School Field Trip',
    ]);
    const schema = buildFormSchema(contactDefinition, { today: TODAY });
    const dateError = (date: string) =>
      schema
        .safeParse({ ...guest, Location: '', 'Desired Date': date })
        .error?.issues.map((issue) => issue.message);
    expect(dateError('2026-03-11')).toEqual(['Please choose 03/12/2026 or later']);
    expect(dateError('2026-03-12')).toBeUndefined();
  });

  it('offers the centers by id, grouped by state', () => {
    expect(centerIdOptions(groups)).toEqual([
      { label: 'Tempe', value: '102', group: 'Arizona' },
      { label: 'Katy', value: '251', group: 'Texas' },
      { label: 'Plano', value: '260', group: 'Texas' },
    ]);
    const location = contactFields(groups).find((field) => field.name === 'Location');
    expect(location?.options).toEqual(centerIdOptions(groups));
  });

  it('fails with the documented words, “contact us” linking to /contact-us/', () => {
    expect(contactFailure).toEqual({
      message:
        'Whoops! Looks like something went wrong, please refresh and try again. If this problem persists, please contact us.',
      link: { text: 'contact us', href: '/contact-us/' },
    });
  });
});

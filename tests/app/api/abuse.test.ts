import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openStore } from '@/lib/platform/store';
import { validMail, validMails, validSeasonPass } from '@/tests/support/platformBodies';
import { answerOf, requestTo, routes, type RouteUnderTest } from '@/tests/support/platformRoutes';
import {
  setEnv,
  setEmbeddedPlatformEnv,
  type EmbeddedPlatformEnv,
} from '@/tests/support/platformStub';

/**
 * Every platform route against a table of hostile bodies: none may answer 5xx, each answers the
 * error the README documents, and none pollutes a prototype.
 */

const NOT_JSON = 'Expected a JSON body.';
const INVALID = 'Please check your form for errors.';
const TOO_LARGE = 'The request is too large.';

type Expected = typeof NOT_JSON | typeof INVALID | typeof TOO_LARGE;

interface BadInput {
  name: string;
  /** A stream is made afresh for each request, since it can be read once. */
  body: string | Uint8Array | (() => ReadableStream<Uint8Array>);
  headers?: Record<string, string>;
  expected: Expected;
}

const json = (value: unknown) => JSON.stringify(value);
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + 4096));
      offset += 4096;
    },
  });
}

/** A body sent with a content type other than JSON's (an empty one sends none). */
const sentAs = (name: string, contentType: string, body = '{}'): BadInput => ({
  name,
  body,
  headers: { 'content-type': contentType },
  expected: NOT_JSON,
});

/** Bodies that are bad whatever the route. */
const anyRoute: BadInput[] = [
  { name: 'an empty body', body: '', expected: NOT_JSON },
  { name: 'broken JSON', body: '{"a": ', expected: NOT_JSON },
  { name: 'a trailing comma', body: '{"a": 1,}', expected: NOT_JSON },
  { name: 'single quotes', body: "{'a': 1}", expected: NOT_JSON },
  { name: 'NaN', body: '{"a": NaN}', expected: NOT_JSON },
  { name: 'a byte order mark before null', body: '\uFEFFnull', expected: INVALID },
  {
    name: 'broken UTF-8',
    body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    expected: NOT_JSON,
  },
  { name: 'two JSON documents', body: '{}{}', expected: NOT_JSON },
  { name: 'null', body: 'null', expected: INVALID },
  { name: 'true', body: 'true', expected: INVALID },
  { name: 'a number', body: '42', expected: INVALID },
  { name: 'a huge number', body: '1e309', expected: INVALID },
  { name: 'a string', body: '"text"', expected: INVALID },
  { name: 'an empty array', body: '[]', expected: INVALID },
  { name: 'an array of objects', body: '[{}, {}]', expected: INVALID },
  { name: 'arrays nested 5,000 deep', body: nested(5000), expected: INVALID },
  { name: 'objects nested 2,000 deep', body: nestedObject(2000), expected: INVALID },
  {
    name: 'a __proto__ key',
    body: '{"__proto__": {"polluted": true}, "x": [[]]}',
    expected: INVALID,
  },
  {
    name: 'a constructor.prototype key',
    body: json({ constructor: { prototype: { polluted: true } } }),
    expected: INVALID,
  },
  sentAs('no content type', ''),
  sentAs('text/plain', 'text/plain'),
  sentAs('a form post', 'application/x-www-form-urlencoded', 'a=1&b=2'),
  sentAs(
    'multipart',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  ),
  sentAs('XML', 'application/xml', '<a/>'),
  sentAs('a look-alike JSON type', 'application/jsonx'),
  {
    name: 'a declared length of 1 GB',
    body: '{}',
    headers: { 'content-length': String(1024 ** 3) },
    expected: TOO_LARGE,
  },
  { name: '40 KB of spaces', body: ' '.repeat(40 * 1024), expected: TOO_LARGE },
  {
    name: '100 KB sent in chunks',
    body: () => chunked(json({ a: 'x'.repeat(100 * 1024) })),
    expected: TOO_LARGE,
  },
];

/** The route's own valid body with one field made hostile, for every field it has. */
function fieldCases(route: RouteUnderTest): BadInput[] {
  const hostile: [string, unknown][] = [
    ['null', null],
    ['an array of arrays', [[]]],
    ['a 20 KB string', 'x'.repeat(20 * 1024)],
  ];
  return Object.keys(route.valid).flatMap((field) =>
    hostile.map(([what, value]) => ({
      name: `${field} as ${what}`,
      body: json({ ...route.valid, [field]: value }),
      expected: INVALID,
    })),
  );
}

function request(route: RouteUnderTest, input: BadInput): Request {
  const base = requestTo(route, '');
  const headers = new Headers(base.headers);
  for (const [name, value] of Object.entries(input.headers ?? {})) {
    if (value === '') headers.delete(name);
    else headers.set(name, value);
  }
  return new Request(base.url, {
    method: route.method,
    headers,
    body: typeof input.body === 'function' ? input.body() : input.body,
    duplex: 'half',
  } as RequestInit);
}

describe.each(routes.map((route) => [route.name, route] as const))(
  '/api/%s/ under abuse',
  (_, route) => {
    let platform: EmbeddedPlatformEnv;
    beforeAll(() => {
      platform = setEmbeddedPlatformEnv(10_000);
    });
    afterAll(() => platform.restore());

    const cases = [...anyRoute, ...fieldCases(route)];
    it.each(cases.map((input) => [input.name, input] as const))(
      'answers %s with its documented 4xx',
      async (__, input) => {
        const response = await route.handler(request(route, input));
        expect(response.status).toBeLessThan(500);
        const { status, body } = await answerOf(response);
        expect(body.error).toBe(input.expected);
        expect(status).toBe(input.expected === TOO_LARGE ? 413 : 400);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(Object.prototype).not.toHaveProperty('polluted');
      },
    );

    it('closes the connection after a 413, since the rest of the body is left unread', async () => {
      const response = await route.handler(
        request(route, {
          name: 'big',
          body: () => chunked(' '.repeat(64 * 1024)),
          expected: TOO_LARGE,
        }),
      );
      expect(response.status).toBe(413);
      expect(response.headers.get('connection')).toBe('close');
    });
  },
);

it('keys the rate limit on the connection, not on addresses the client writes', async () => {
  const route = routes.find((candidate) => candidate.name === 'leads')!;
  setEnv({ RATE_LIMIT_PER_MINUTE: '20' });
  onTestFinished(() => {
    vi.unstubAllEnvs();
  });
  const statuses: number[] = [];
  for (let index = 0; index < 100; index += 1) {
    // What the server passes on: the client's made-up address, then the connection's own.
    const forwarded = `203.0.113.${index}, 198.51.100.77`;
    const response = await route.handler(
      requestTo(route, 'not json', { 'x-forwarded-for': forwarded }),
    );
    statuses.push(response.status);
  }
  expect(statuses.filter((status) => status === 400)).toHaveLength(20);
  expect(statuses.filter((status) => status === 429)).toHaveLength(80);
});

describe('/api/mail/ sends only what the site sends', () => {
  const mail = routes.find((route) => route.name === 'mail')!;
  let platform: EmbeddedPlatformEnv;
  beforeEach(() => {
    platform = setEmbeddedPlatformEnv(10_000);
  });
  afterEach(() => platform.restore());

  /** Sends the site's valid mail with these fields changed. */
  const send = (changes: Record<string, unknown>) =>
    mail.handler(requestTo(mail, { ...validMail, ...changes }));

  it.each([
    ['an address', 'attacker@example.com'],
    ['an address list', 'Katy, attacker@example.com'],
    ['markup', '<a href="https://spam.example">Katy</a>'],
    ['a center that does not exist', 'Atlantis'],
  ])('refuses sendTo as %s', async (_, sendTo) => {
    const { status, body } = await answerOf(await send({ sendTo }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: INVALID, fieldErrors: { sendTo: ['Unknown location.'] } });
    expect((await openStore(platform.dir).read()).mails).toEqual([]);
  });

  it.each([
    ['markup', '<b>Win</b>'],
    ['a made-up form', 'Free Money'],
  ])('refuses table as %s', async (_, table) => {
    const { status, body } = await answerOf(await send({ table }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ fieldErrors: { table: ['Unknown form.'] } });
  });

  it.each([
    ['sendTo', 'Katy\r\nBcc: attacker@example.com'],
    ['table', 'Web Booking\r\nBcc: attacker@example.com'],
  ])('refuses a header hidden after a line break in %s', async (field, value) => {
    const { status, body } = await answerOf(await send({ [field]: value }));
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ [field]: ['This field must be on one line.'] });
    expect((await openStore(platform.dir).read()).mails).toEqual([]);
  });

  it.each([
    ['the contact form’s general booking to a center id', validMail],
    ['a birthday booking to a center id', validMails.birthdayBooking],
    ['a catalog form to nowhere in particular', validMails.escapeRoom],
    ['the virtual showcase', validMails.virtualShowcase],
    ['the group event form to a center name', validMails.groupEvent],
  ])('sends %s', async (_, body) => {
    expect((await mail.handler(requestTo(mail, body))).status).toBe(200);
  });

  it.each([
    ['without a required field', { 'Accept Terms': false }, 'Accept Terms'],
    ['with an address that is no address', { Email: 'not-an-email' }, 'Email'],
    ['with symbols its hint forbids', { 'Additional Info': 'Win <b>big</b>' }, 'Additional Info'],
    ['with a date that is no day', { 'Desired Date': '02/30/2027' }, 'Desired Date'],
    ['with a location it does not offer', { Location: '999999' }, 'Location'],
    ['with a field the form does not have', { Coupon: 'FREE' }, 'Coupon'],
  ])('refuses a form model %s, as the form would', async (_, changes, field) => {
    const { status, body } = await answerOf(
      await send({ fields: { ...validMail.fields, ...changes } }),
    );
    expect(status).toBe(400);
    expect(Object.keys(body.fieldErrors as object)).toEqual([`fields.${field}`]);
    expect((await openStore(platform.dir).read()).mails).toEqual([]);
  });

  it('takes control characters out of every text before it is passed on', async () => {
    const others = Object.entries(validMail.fields).filter(([name]) => name !== 'First Name');
    const fields = {
      ...Object.fromEntries(others),
      'First\u0000 Name': 'Ann\u0007\u001b[31m',
      'Additional Info': 'Line one\r\nLine two\ttabbed\u0085',
    };
    expect((await send({ fields })).status).toBe(200);
    const [stored] = (await openStore(platform.dir).read()).mails;
    expect(stored?.fields).toMatchObject({
      'First Name': 'Ann[31m',
      'Additional Info': 'Line one\nLine two\ttabbed',
    });
    expect(readFileSync(path.join(platform.dir, 'platform.json'), 'utf8')).not.toMatch(
      /\\u00(0|1|7f|85)/i,
    );
  });
});

it("/api/season-pass/registrations/ never tells a guest another member's id", async () => {
  const route = routes.find((candidate) => candidate.name === 'season-pass/registrations')!;
  const platform = setEmbeddedPlatformEnv(10_000);
  onTestFinished(() => platform.restore());
  const body = { ...validSeasonPass, passNumbers: ['20000000001', '99999999999'] };
  const response = await route.handler(requestTo(route, body));
  const text = await response.text();
  expect(response.status).toBe(200);
  expect(text).not.toMatch(/M-\d+|memberId/);
  expect(JSON.parse(text)).toEqual({
    passNumberStatus: [
      { passNumber: '20000000001', status: 'failure', registered: true },
      { passNumber: '99999999999', status: 'failure', registered: false },
    ],
  });
});

import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { platformRoutes } from '@/lib/platform/routes';
import { openStore } from '@/lib/platform/store';
import { log } from '@/lib/log';
import { spyOnErrors } from '@/tests/support/log';
import { answerOf, requestTo, routes } from '@/tests/support/platformRoutes';
import {
  setEnv,
  setEmbeddedPlatformEnv,
  type EmbeddedPlatformEnv,
} from '@/tests/support/platformStub';

/** For each route: a body with a field of the wrong type, without a required field, with an
 * over-long string and with an unknown field, and the field the answer must name. */
const badBodies: Record<string, Partial<Record<string, [Record<string, unknown>, string]>>> = {
  'season-pass/registrations': {
    'a wrong type': [{ smsNotification: 'yes' }, 'smsNotification'],
    'a missing field': [{ lastName: undefined }, 'lastName'],
    'an over-long string': [{ firstName: 'A'.repeat(51) }, 'firstName'],
    'an unknown field': [{ memberId: 'M-1' }, 'memberId'],
    'a bad item in a list': [{ passNumbers: ['10000000001', '123'] }, 'passNumbers.1'],
    'a center that does not exist': [{ locationId: '999999' }, 'locationId'],
    'a card number twice': [{ passNumbers: ['10000000001', '10000000001'] }, 'passNumbers'],
  },
  mail: {
    'a wrong type': [{ sendTo: 5 }, 'sendTo'],
    'a missing field': [{ fields: undefined }, 'fields'],
    'an over-long string': [{ fields: { message: 'x'.repeat(1001) } }, 'fields.message'],
    'an unknown field': [{ replyTo: 'a@b.co' }, 'replyTo'],
  },
  leads: {
    'a wrong type': [{ contact: { ...contactOf(), mobile: 2145550137 } }, 'contact.mobile'],
    'a missing field': [{ eventDate: undefined }, 'eventDate'],
    'an over-long string': [{ description: 'x'.repeat(257) }, 'description'],
    'an unknown field': [{ contact: { ...contactOf(), age: 9 } }, 'contact.age'],
    'a center that does not exist': [{ centerId: '999999' }, 'centerId'],
    'a day that does not exist': [{ eventDate: '02/30/2027' }, 'eventDate'],
    'a day that has passed': [{ eventDate: '01/01/2000' }, 'eventDate'],
    'the terms not accepted': [{ leadNote: { acceptTerms: false } }, 'leadNote.acceptTerms'],
    'no Additional Info': [{ description: '  ' }, 'description'],
    'symbols the hint forbids': [{ description: 'Call <me>' }, 'description'],
  },
  // The virtual experience form's model, checked first as a bounded record, then by the form.
  'virtual-experiences': {
    'a wrong type': [{ 'Additional Info': { nested: true } }, 'Additional Info'],
    'an over-long string': [{ 'Additional Info': 'x'.repeat(1001) }, 'Additional Info'],
    'an over-long field name': [{ ['n'.repeat(61)]: 'x' }, 'n'.repeat(61)],
    'an unknown field': [{ Coupon: 'FREE' }, 'Coupon'],
    'a missing field': [{ 'Additional Info': '' }, 'Additional Info'],
  },
  carts: {
    'a wrong type': [{ centerId: 251 }, 'centerId'],
    'a missing field': [{ cartSummaryId: undefined }, 'cartSummaryId'],
    'an over-long string': [{ accountId: 'a'.repeat(65) }, 'accountId'],
    // Carts are not deleted from a form, so the honeypot's name is just another unknown field.
    'an unknown field': [{ website: 'x' }, 'website'],
    'a center that does not exist': [{ centerId: 'nope' }, 'centerId'],
  },
  'gift-cards/balance': {
    'a wrong type': [{ cardNumber: 6035710000000001 }, 'cardNumber'],
    'a missing field': [{ pin: undefined }, 'pin'],
    'an over-long string': [{ cardNumber: '60357100000000011' }, 'cardNumber'],
    'an unknown field': [{ balance: 500 }, 'balance'],
    'a PIN that is not 4 digits': [{ pin: '12a4' }, 'pin'],
  },
};

function contactOf() {
  const lead = routes.find((route) => route.name === 'leads')!.valid;
  return lead.contact as Record<string, unknown>;
}

describe.each(routes.map((route) => [route.name, route] as const))('/api/%s/', (_, route) => {
  let platform: EmbeddedPlatformEnv;
  const storeFile = () => path.join(platform.dir, 'platform.json');
  beforeEach(() => {
    platform = setEmbeddedPlatformEnv(20);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    platform.restore();
  });

  it(`exports only ${route.method}, so Next answers any other method with 405`, () => {
    expect(Object.keys(route.module)).toEqual([route.method]);
  });

  it('accepts a valid body and hands it to the platform', async () => {
    const { status, body } = await answerOf(await route.handler(requestTo(route, route.valid)));
    expect(status).toBe(200);
    expect(body).toEqual(route.answer ?? { ok: true });
    expect(existsSync(storeFile())).toBe(true);
  });

  it.each([
    ['malformed JSON', '{"firstName": "Ann",', {}],
    ['an empty body', '', {}],
    [
      'a form-encoded body',
      'firstName=Ann',
      { 'content-type': 'application/x-www-form-urlencoded' },
    ],
    ['JSON sent as text', JSON.stringify(route.valid), { 'content-type': 'text/plain' }],
  ])('answers %s with 400 "Expected a JSON body."', async (_, body, headers) => {
    const answer = await answerOf(await route.handler(requestTo(route, body, headers)));
    expect(answer).toEqual({ status: 400, body: { error: 'Expected a JSON body.' } });
    expect(existsSync(storeFile())).toBe(false);
  });

  it.each([
    ['an array', [route.valid]],
    ['null', null],
    ['a string', 'just text'],
  ])('answers a body that is %s with 400 and a form error', async (_, body) => {
    const raw = JSON.stringify(body);
    const { status, body: answer } = await answerOf(await route.handler(requestTo(route, raw)));
    expect(status).toBe(400);
    expect(answer.error).toBe('Please check your form for errors.');
    expect(answer.formErrors).toEqual([expect.stringMatching(/expected (object|record)/)]);
    expect(existsSync(storeFile())).toBe(false);
  });

  const cases = Object.entries(badBodies[route.name] ?? {});
  it.each(cases)('answers a body with %s with 400 naming the field', async (_, bad) => {
    const [change, field] = bad!;
    const body = { ...route.valid, ...change };
    const { status, body: answer } = await answerOf(await route.handler(requestTo(route, body)));
    expect(status).toBe(400);
    expect(answer.error).toBe('Please check your form for errors.');
    expect(Object.keys(answer.fieldErrors as object)).toEqual([field]);
    expect((answer.fieldErrors as Record<string, string[]>)[field]?.[0]).toEqual(
      expect.any(String),
    );
    expect(existsSync(storeFile())).toBe(false);
  });

  it('refuses a field named __proto__ like any unknown field, never as a prototype', async () => {
    const raw = `{${JSON.stringify(route.valid).slice(1, -1)}, "__proto__": {"polluted": true}}`;
    const answer = await answerOf(await route.handler(requestTo(route, raw)));
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({ ['__proto__']: ['Unknown field.'] });
    expect(existsSync(storeFile())).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers a declared length over 32 KB with 413 before reading the body', async () => {
    const request = requestTo(route, route.valid, { 'content-length': String(32 * 1024 + 1) });
    expect(await answerOf(await route.handler(request))).toEqual({
      status: 413,
      body: { error: 'The request is too large.' },
    });
    expect(existsSync(storeFile())).toBe(false);
  });

  it('answers a body over 32 KB with 413 when its length is undeclared or understated', async () => {
    const big = JSON.stringify({ ...route.valid, padding: 'x'.repeat(33 * 1024) });
    const understated = requestTo(route, big, { 'content-length': '100' });
    expect((await route.handler(understated)).status).toBe(413);
    const streamed = new Request(requestTo(route, '').url, {
      method: route.method,
      headers: { 'content-type': 'application/json' },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.headers.get('content-length')).toBeNull();
    expect(await answerOf(await route.handler(streamed))).toEqual({
      status: 413,
      body: { error: 'The request is too large.' },
    });
    expect(existsSync(storeFile())).toBe(false);
  });

  it('answers 429 with Retry-After once an address has used its requests for the minute', async () => {
    setEnv({ RATE_LIMIT_PER_MINUTE: '2' });
    const from = (address: string, body: unknown = route.valid) =>
      route.handler(requestTo(route, body, { 'x-forwarded-for': address }));
    const address = `198.51.100.${Math.floor(Math.random() * 250)}-${route.name}`;
    // Bad requests count too: they cost the server as much.
    expect((await from(address, 'not json')).status).toBe(400);
    expect((await from(address)).status).toBe(200);
    const limited = await from(address);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({
      error: 'Too many requests. Please wait a moment and try again.',
    });
    expect((await from(`${address}-other`)).status).toBe(200);
  });

  it('answers 500 with its message and no detail when the platform itself breaks', async () => {
    const errors = spyOnErrors();
    const notAFolder = path.join(platform.dir, 'file');
    writeFileSync(notAFolder, '');
    setEnv({ PLATFORM_DATA_DIR: path.join(notAFolder, 'data') });
    const { status, body } = await answerOf(await route.handler(requestTo(route, route.valid)));
    expect(status).toBe(500);
    // The route's own message, without the error's detail.
    expect(body).toEqual({ error: route.failureMessage });
    expect(errors).toHaveBeenCalled();
  });
});

it.each(Object.entries(platformRoutes))(
  'the %s call has its route handler where its path says, answering its method',
  async (_, route) => {
    const handler = (await import(
      path.join(process.cwd(), 'app', route.path, 'route.ts')
    )) as Record<string, unknown>;
    expect(Object.keys(handler)).toEqual([route.method]);
    expect(routes.some((tested) => `/api/${tested.name}/` === route.path)).toBe(true);
  },
);

it('accepts a body of exactly 32 KB', async () => {
  // Every form is held to its own lengths, so the bytes up to the limit are JSON's whitespace.
  const route = routes.find((candidate) => candidate.name === 'mail')!;
  const platform = setEmbeddedPlatformEnv(20);
  onTestFinished(() => platform.restore());
  const raw = JSON.stringify(route.valid, null, 2).padEnd(32 * 1024, ' ');
  expect(raw.length).toBe(32 * 1024);
  expect((await route.handler(requestTo(route, raw))).status).toBe(200);
});

describe.each(
  routes.filter((route) => route.method === 'POST').map((route) => [route.name, route] as const),
)('the honeypot of /api/%s/', (_, route) => {
  let platform: EmbeddedPlatformEnv;
  beforeEach(() => {
    platform = setEmbeddedPlatformEnv(20);
  });
  afterEach(() => platform.restore());

  it('answers 202 { ok: true } when it is filled, and sends nothing on', async () => {
    const body = { ...route.valid, website: 'https://spam.example' };
    const answer = await answerOf(await route.handler(requestTo(route, body)));
    expect(answer).toEqual({ status: 202, body: { ok: true } });
    expect(existsSync(path.join(platform.dir, 'platform.json'))).toBe(false);
  });

  it('answers a filled honeypot that way even when the rest of the body is invalid', async () => {
    const answer = await answerOf(await route.handler(requestTo(route, { website: 'x' })));
    expect(answer.status).toBe(202);
  });

  it('drops it when empty, as a guest sends it, and goes on as usual', async () => {
    const answer = await answerOf(
      await route.handler(requestTo(route, { ...route.valid, website: '' })),
    );
    expect(answer.status).toBe(200);
    const stored = Object.values(await openStore(platform.dir).read())
      .filter(Array.isArray)
      .flat();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain('website');
  });
});

it('lets one address check gift card balances five times a minute, fewer than other routes', async () => {
  const platform = setEmbeddedPlatformEnv(100);
  try {
    const balance = routes.find((route) => route.name === 'gift-cards/balance')!;
    const check = () =>
      balance.handler(
        requestTo(balance, balance.valid, { 'x-forwarded-for': '198.51.100.77, 10.9.9.9' }),
      );
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await check()).status).toBe(200);
    expect((await check()).status).toBe(429);
  } finally {
    platform.restore();
  }
});

it('never logs a gift card’s number or PIN, whether the card is found, refused or malformed', async () => {
  const platform = setEmbeddedPlatformEnv(100);
  const logged = (['info', 'warn', 'error'] as const).map((level) =>
    vi.spyOn(log, level).mockImplementation(() => undefined),
  );
  try {
    const balance = routes.find((route) => route.name === 'gift-cards/balance')!;
    for (const body of [
      { cardNumber: '6035710000000002', pin: '5678' },
      { cardNumber: '6035710000000002', pin: '9876' },
      { cardNumber: '60357100000000021', pin: '98765' },
    ]) {
      await balance.handler(requestTo(balance, body));
    }
    const everything = JSON.stringify(logged.flatMap((spy) => spy.mock.calls));
    expect(logged[0]).toHaveBeenCalled();
    expect(everything).not.toMatch(/6035710000000002|5678|9876/);
  } finally {
    vi.restoreAllMocks();
    platform.restore();
  }
});

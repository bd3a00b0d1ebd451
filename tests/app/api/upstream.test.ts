import { platform } from '@/lib/platform';
import { loggedWith, spyOnWarnings } from '@/tests/support/log';
import {
  validCart,
  validGiftCardCheck,
  validLead,
  validMail,
  validSeasonPass,
  validVirtualExperience,
} from '@/tests/support/platformBodies';
import { answerOf, requestTo, routes, type RouteUnderTest } from '@/tests/support/platformRoutes';
import {
  closedPortUrl,
  platformStubForEachTest,
  setEnv,
  type StubAnswer,
} from '@/tests/support/platformStub';

/** The route handlers with PLATFORM_API_URL pointed at a stub platform API. */

const KEY = 'stub-platform-key-0123';
// Long enough that a stub answering on this machine under a full test run is never late.
const TIMEOUT_MS = 1000;

const route = (name: string) => routes.find((candidate) => candidate.name === name)!;
const platformsSeasonPassAnswer = {
  passNumberStatus: [{ passNumber: '10000000001', status: 'success', memberId: 'M-77' }],
};
/** What the browser gets of it: no member id. */
const browsersSeasonPassAnswer = {
  passNumberStatus: [{ passNumber: '10000000001', status: 'success', registered: true }],
};

const stub = platformStubForEachTest();
let warnings: ReturnType<typeof spyOnWarnings>;
beforeEach(() => {
  setEnv({
    PLATFORM_API_URL: stub.url,
    PLATFORM_API_KEY: KEY,
    PLATFORM_TIMEOUT_MS: String(TIMEOUT_MS),
    RATE_LIMIT_PER_MINUTE: '1000',
  });
  warnings = spyOnWarnings();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

it('platform() is the HTTP adapter when PLATFORM_API_URL is set, else the embedded one', () => {
  expect(platform().kind).toBe('http');
  setEnv({ PLATFORM_API_URL: '' });
  expect(platform().kind).toBe('embedded');
});

/** The routes whose platform answer is read: what the platform answers, what the browser gets. */
const readAnswers: Record<string, { platforms: unknown; browsers: unknown }> = {
  'season-pass/registrations': {
    platforms: platformsSeasonPassAnswer,
    browsers: browsersSeasonPassAnswer,
  },
  'gift-cards/balance': { platforms: { balance: 25, currency: 'USD' }, browsers: { balance: 25 } },
};

describe('what each route sends to the platform API', () => {
  it.each<[string, Record<string, unknown>, string, string, unknown]>([
    [
      'season-pass/registrations',
      validSeasonPass,
      'POST',
      '/season-passes/registrations',
      // The defaults of the contract are filled in.
      { ...validSeasonPass, emailNotification: true, smsNotification: false },
    ],
    ['mail', validMail, 'POST', '/mail/send', validMail],
    ['leads', validLead, 'POST', '/leads', validLead],
    [
      'virtual-experiences',
      validVirtualExperience,
      'POST',
      '/virtualexperiences',
      validVirtualExperience,
    ],
    ['carts', validCart, 'DELETE', '/centers/251/carts/cart-123', undefined],
    [
      'carts',
      { ...validCart, accountId: 'acct-9' },
      'DELETE',
      '/accounts/acct-9/centers/251/carts/cart-123',
      undefined,
    ],
    ['gift-cards/balance', validGiftCardCheck, 'POST', '/gift-cards/balance', validGiftCardCheck],
  ])('/api/%s/ → %j sends %s %s', async (name, body, method, path, payload) => {
    const read = readAnswers[name];
    if (read) stub.answers.push({ status: 200, json: read.platforms });
    const answer = await answerOf(await route(name).handler(requestTo(route(name), body)));
    expect(answer).toEqual({ status: 200, body: read?.browsers ?? { ok: true } });
    expect(stub.requests).toHaveLength(1);
    const [sent] = stub.requests;
    expect(sent).toMatchObject({ method, path });
    expect(sent?.body).toEqual(payload);
    expect(sent?.headers['x-api-key']).toBe(KEY);
    expect(sent?.headers.accept).toBe('application/json');
    expect(sent?.headers['content-type']).toBe('application/json');
  });

  it('sends nothing when the honeypot is filled', async () => {
    const answer = await route('leads').handler(
      requestTo(route('leads'), { ...validLead, website: 'spam' }),
    );
    expect(answer.status).toBe(202);
    expect(stub.requests).toEqual([]);
  });

  it('sends nothing for bad input', async () => {
    const answer = await route('mail').handler(requestTo(route('mail'), { sendTo: 'Katy' }));
    expect(answer.status).toBe(400);
    expect(stub.requests).toEqual([]);
  });
});

type Failure = [string, StubAnswer | 'closed port', string];
const failures: Failure[] = [
  ['a rejection (400)', { status: 400, json: { message: 'unknown pass' } }, 'rejected'],
  ['a server error (500)', { status: 500, raw: 'Internal Server Error' }, 'upstream'],
  // A wrong key or a spent quota is ours to fix, not the guest's card number.
  ['a refused key (401)', { status: 401, json: { message: 'bad key' } }, 'upstream'],
  ['a forbidden call (403)', { status: 403 }, 'upstream'],
  ['a quota (429)', { status: 429 }, 'upstream'],
  ['no answer within the timeout', 'hang', 'timeout'],
  ['a refused connection', 'closed port', 'unreachable'],
];

describe.each(routes.map((candidate) => [candidate.name, candidate] as const))(
  '/api/%s/ when the platform API fails',
  (_, under: RouteUnderTest) => {
    it.each(failures)(
      'answers with its message and logs why after %s',
      async (__, answer, failure) => {
        if (answer === 'closed port') setEnv({ PLATFORM_API_URL: await closedPortUrl() });
        else stub.fallback = answer;
        const started = Date.now();
        const { status, body } = await answerOf(await under.handler(requestTo(under, under.valid)));
        expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
        const refused = failure === 'rejected' ? under.rejected : undefined;
        expect(status).toBe(refused?.status ?? 502);
        expect(body).toEqual({ error: refused?.message ?? under.failureMessage });
        expect(loggedWith(warnings, 'the guest was told')).toEqual([
          expect.objectContaining({ failure, status, reason: expect.any(String) }),
        ]);
      },
    );
  },
);

describe('/api/season-pass/registrations/ with a malformed answer', () => {
  it.each<[string, StubAnswer]>([
    ['not JSON', { status: 200, raw: '<html>Maintenance</html>' }],
    ['JSON of another shape', { status: 200, json: { passes: [] } }],
    ['an empty list', { status: 200, json: { passNumberStatus: [] } }],
    ['a body that never ends', 'hang-body'],
  ])('answers %s with 502 and the season pass message', async (_, answer) => {
    stub.answers.push(answer);
    const under = route('season-pass/registrations');
    const { status, body } = await answerOf(await under.handler(requestTo(under, under.valid)));
    expect(status).toBe(502);
    expect(body).toEqual({ error: under.failureMessage });
  });

  it('tells the guest which passes are invalid or taken, without the member id of anyone', async () => {
    const answer = {
      passNumberStatus: [
        { passNumber: '10000000001', status: 'failure', memberId: '' },
        { passNumber: '10000000002', status: 'failure', memberId: 'M-5' },
      ],
    };
    stub.answers.push({ status: 200, json: answer });
    const under = route('season-pass/registrations');
    const body = { ...validSeasonPass, passNumbers: ['10000000001', '10000000002'] };
    const response = await under.handler(requestTo(under, body));
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(JSON.parse(text)).toEqual({
      passNumberStatus: [
        { passNumber: '10000000001', status: 'failure', registered: false },
        { passNumber: '10000000002', status: 'failure', registered: true },
      ],
    });
    expect(text).not.toContain('M-5');
    expect(text).not.toContain('memberId');
  });
});

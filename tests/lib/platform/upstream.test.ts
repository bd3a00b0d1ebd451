import { PlatformError, type PlatformFailure } from '@/lib/platform/platform';
import { seasonPassRegistration } from '@/lib/platform/schemas';
import { createUpstreamPlatform } from '@/lib/platform/upstream';
import { loggedWith, spyOnWarnings } from '@/tests/support/log';
import { validSeasonPass } from '@/tests/support/platformBodies';
import {
  closedPortUrl,
  platformStubForEachTest,
  type StubAnswer,
} from '@/tests/support/platformStub';

const KEY = 'upstream-test-key';
// Long enough that a stub answering on this machine under a full test run is never late.
const TIMEOUT_MS = 1000;

/** What the season pass route hands the platform: a valid body, the contract's defaults filled in. */
const registration = seasonPassRegistration.parse(validSeasonPass);

async function failureOf(call: Promise<unknown>): Promise<PlatformFailure> {
  const error: unknown = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof PlatformError)) throw new Error(`expected a PlatformError, got ${error}`);
  return error.failure;
}

describe('the platform API over HTTP', () => {
  const stub = platformStubForEachTest();
  let warnings: ReturnType<typeof spyOnWarnings>;
  const platform = (url = stub.url) =>
    createUpstreamPlatform({ url, key: KEY, timeoutMs: TIMEOUT_MS });
  beforeEach(() => {
    warnings = spyOnWarnings();
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps the path of the base address in front of each call', async () => {
    await platform(`${stub.url}/v1`).createLead({} as never);
    expect(stub.requests[0]?.path).toBe('/v1/leads');
  });

  it('returns the season pass answer, with a null member id read as empty', async () => {
    stub.answers.push({
      status: 200,
      json: {
        passNumberStatus: [{ passNumber: '10000000001', status: 'failure', memberId: null }],
        requestId: 'extra fields are ignored',
      },
    });
    await expect(platform().registerSeasonPass(registration)).resolves.toEqual({
      passNumberStatus: [{ passNumber: '10000000001', status: 'failure', memberId: '' }],
    });
  });

  it.each<[StubAnswer, PlatformFailure]>([
    [{ status: 400, json: { message: 'no such pass' } }, 'rejected'],
    [{ status: 404 }, 'rejected'],
    [{ status: 500 }, 'upstream'],
    [{ status: 503, raw: 'Service Unavailable' }, 'upstream'],
    [{ status: 302 }, 'upstream'],
    ['hang', 'timeout'],
    ['hang-body', 'timeout'],
    [{ status: 200, raw: '<html>gateway</html>' }, 'malformed'],
    [{ status: 200, json: { passNumberStatus: [] } }, 'malformed'],
    [{ status: 200, json: { passNumberStatus: [{ passNumber: 1 }] } }, 'malformed'],
  ])('turns the season pass answer %j into a %s failure, logged', async (answer, failure) => {
    stub.answers.push(answer);
    const started = Date.now();
    expect(await failureOf(platform().registerSeasonPass(registration))).toBe(failure);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
    const [logged] = loggedWith(warnings, 'platform call failed');
    expect(logged).toMatchObject({ call: 'registerSeasonPass', failure });
    expect(logged?.durationMs).toEqual(expect.any(Number));
    if (typeof answer === 'object' && answer.status !== 200)
      expect(logged?.status).toBe(answer.status);
  });

  it('reports an address where nothing listens as unreachable', async () => {
    const failure = await failureOf(platform(await closedPortUrl()).sendMail({} as never));
    expect(failure).toBe('unreachable');
    expect(loggedWith(warnings, 'platform call failed')[0]).toMatchObject({
      call: 'mailSend',
      reason: 'ECONNREFUSED',
    });
  });

  it('takes any 2xx as success for calls whose answer is not read, whatever its body', async () => {
    stub.answers.push({ status: 201, raw: 'not json' }, { status: 204, raw: '' }, 'hang-body');
    await platform().sendMail({ table: 'Web Booking', sendTo: 'Katy', fields: {} });
    await platform().requestVirtualExperience({ a: 'b' });
    await platform().deleteCart({ centerId: '251', cartSummaryId: 'c-1' });
    expect(stub.requests.map((request) => request.path)).toEqual([
      '/mail/send',
      '/virtualexperiences',
      '/centers/251/carts/c-1',
    ]);
  });

  it.each<[StubAnswer, PlatformFailure]>([
    [{ status: 422 }, 'rejected'],
    [{ status: 502 }, 'upstream'],
    ['hang', 'timeout'],
  ])('fails the calls whose answer is not read on %j (%s)', async (answer, failure) => {
    stub.fallback = answer;
    expect(await failureOf(platform().createLead({} as never))).toBe(failure);
    expect(await failureOf(platform().deleteCart({ centerId: '1', cartSummaryId: '2' }))).toBe(
      failure,
    );
  });

  it.each([401, 403, 429])(
    'takes a %i as our fault (a wrong key, a quota), not as a rejection of the guest',
    async (status) => {
      stub.fallback = { status, json: { message: 'no' } };
      expect(await failureOf(platform().registerSeasonPass(registration))).toBe('upstream');
      expect(await failureOf(platform().createLead({} as never))).toBe('upstream');
      expect(loggedWith(warnings, 'platform call failed')[0]).toMatchObject({
        failure: 'upstream',
        status,
      });
    },
  );

  it('stops reading an answer past its size limit and fails the call as malformed', async () => {
    const valid = { passNumberStatus: [{ passNumber: '10000000001', status: 'success' }] };
    stub.answers.push({ status: 200, json: { ...valid, padding: 'x'.repeat(2 * 1024 * 1024) } });
    expect(await failureOf(platform().registerSeasonPass(registration))).toBe('malformed');
    expect(loggedWith(warnings, 'platform call failed')[0]?.reason).toMatch(/larger than/);
  });

  it('logs neither the key nor the values it sends', async () => {
    stub.answers.push({ status: 500 });
    await failureOf(platform().registerSeasonPass(registration));
    const everything = JSON.stringify(warnings.mock.calls);
    expect(everything).toContain('registerSeasonPass');
    const { emailAddress, phoneNumber, passNumbers } = registration;
    for (const secret of [KEY, emailAddress, phoneNumber, ...passNumbers]) {
      expect(everything).not.toContain(secret);
    }
  });
});

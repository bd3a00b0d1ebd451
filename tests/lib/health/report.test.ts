import { createReadiness, reportAnswer, runChecks, type Check } from '@/lib/health/report';
import { log } from '@/lib/log';
import { loggedWith, spyOnWarnings } from '@/tests/support/log';

const answers: Check = { timeoutMs: 1000, run: async () => 'answered' };

const refuses = (error: unknown): Check => ({
  timeoutMs: 1000,
  run: async () => {
    throw error;
  },
});

/** A dependency that never answers; `aborted` settles with the reason its signal was aborted. */
function hangs(timeoutMs: number) {
  let aborted!: Promise<unknown>;
  const check: Check = {
    timeoutMs,
    run: (signal) => {
      aborted = new Promise((resolve) =>
        signal.addEventListener('abort', () => resolve(signal.reason)),
      );
      return new Promise(() => {});
    },
  };
  return { check, aborted: () => aborted };
}

const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:6379 (secret host)'), {
  code: 'ECONNREFUSED',
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('running the checks', () => {
  it('is ok when every dependency answers, with the time each took', async () => {
    const report = await runChecks({ content: answers, store: answers });
    expect(report.status).toBe('ok');
    expect(report.checks).toEqual({
      content: { status: 'ok', ms: expect.any(Number) },
      store: { status: 'ok', ms: expect.any(Number) },
    });
    expect(Date.parse(report.time)).not.toBeNaN();
  });

  it('fails when one dependency fails, naming only its error code', async () => {
    const report = await runChecks({ content: answers, redis: refuses(refused) });
    expect(report.status).toBe('fail');
    expect(report.checks.content?.status).toBe('ok');
    expect(report.checks.redis).toEqual({
      status: 'fail',
      ms: expect.any(Number),
      reason: 'ECONNREFUSED',
    });
    expect(JSON.stringify(report)).not.toContain('10.0.0.5');
  });

  it('names an error without a code as an error, never by its message', async () => {
    const report = await runChecks({ content: refuses(new Error('token abc123 was refused')) });
    expect(report.checks.content?.reason).toBe('error');
    expect(JSON.stringify(report)).not.toContain('abc123');
  });

  it('fails a dependency that hangs at the end of its time, and tells it to stop', async () => {
    const hung = hangs(50);
    const started = performance.now();
    const report = await runChecks({ redis: hung.check, content: answers });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(report.status).toBe('fail');
    expect(report.checks.redis).toMatchObject({ status: 'fail', reason: 'timeout' });
    expect(report.checks.redis!.ms).toBeGreaterThanOrEqual(45);
    expect(await hung.aborted()).toBeInstanceOf(Error);
  });
});

describe('readiness as the routes ask for it', () => {
  it('asks the dependencies once for probes that arrive together', async () => {
    const run = vi.fn(async () => 'answered');
    const readiness = createReadiness({
      checks: () => ({ content: { timeoutMs: 1000, run } }),
      reuseMs: 1000,
    });
    const [first, second] = await Promise.all([readiness(), readiness()]);
    expect(run).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
  });

  it('answers the same report for a while, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const run = vi.fn(async () => 'answered');
    const readiness = createReadiness({
      checks: () => ({ content: { timeoutMs: 1000, run } }),
      reuseMs: 1000,
    });
    const first = await readiness();
    vi.advanceTimersByTime(999);
    expect(await readiness()).toBe(first);
    vi.advanceTimersByTime(1);
    expect(await readiness()).not.toBe(first);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('logs a failure with its details once, and its return once', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const warn = spyOnWarnings();
    const info = vi.spyOn(log, 'info').mockImplementation(() => undefined);
    let redisUp = false;
    const readiness = createReadiness({
      checks: () => ({ redis: redisUp ? answers : refuses(refused) }),
      reuseMs: 10,
    });
    const probe = async () => {
      vi.advanceTimersByTime(10);
      return (await readiness()).status;
    };
    expect([await probe(), await probe(), await probe()]).toEqual(['fail', 'fail', 'fail']);
    expect(loggedWith(warn, 'readiness check failed')).toEqual([
      expect.objectContaining({ check: 'redis', reason: 'ECONNREFUSED', err: refused }),
    ]);
    redisUp = true;
    expect([await probe(), await probe()]).toEqual(['ok', 'ok']);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith({ check: 'redis' }, 'readiness check answers again');
  });
});

describe('the answer', () => {
  it('is 200 when ready and 503 when not, JSON never stored', async () => {
    const ready = reportAnswer({ status: 'ok', checks: {}, time: '2026-12-02T18:00:00.000Z' });
    const down = reportAnswer({
      status: 'fail',
      checks: { redis: { status: 'fail', ms: 2, reason: 'ECONNREFUSED' } },
      time: '2026-12-02T18:00:00.000Z',
    });
    expect(ready.status).toBe(200);
    expect(down.status).toBe(503);
    for (const answer of [ready, down]) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    }
    expect(await down.json()).toMatchObject({
      status: 'fail',
      checks: { redis: { status: 'fail' } },
    });
  });
});

import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { parseConfig } from '@/lib/config';
import { log } from '@/lib/log';
import { RateLimiter } from '@/lib/http/rateLimit';
import { chooseRateLimiter, SharedRateLimiter } from '@/lib/http/sharedRateLimit';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

/** An address where nothing listens: a Redis that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('choosing the rate limit', () => {
  it('takes REDIS_URL only as a Redis address', () => {
    expect(parseConfig({ REDIS_URL: 'redis://cache:6379' }).redisUrl).toBe('redis://cache:6379');
    expect(parseConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(() => parseConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(
      'REDIS_URL must be a redis:// or rediss:// address',
    );
  });

  it("counts in this process's memory without REDIS_URL", () => {
    const limiter = chooseRateLimiter(undefined);
    expect(limiter).toBeInstanceOf(RateLimiter);
    expect(limiter.take('lead 10.0.0.1', 1)).toEqual({ allowed: true });
    expect(limiter.take('lead 10.0.0.1', 1)).toMatchObject({ allowed: false });
  });

  it('shares the count through Redis with REDIS_URL', async () => {
    const limiter = chooseRateLimiter(`redis://127.0.0.1:${await closedPort()}`);
    expect(limiter).toBeInstanceOf(SharedRateLimiter);
    (limiter as SharedRateLimiter).redis.disconnect();
  });
});

describe('the shared rate limit while Redis is down', () => {
  let limiter: SharedRateLimiter;
  beforeEach(async () => {
    limiter = chooseRateLimiter(`redis://127.0.0.1:${await closedPort()}`) as SharedRateLimiter;
  });
  afterEach(() => limiter.redis.disconnect());

  it('still limits each instance on its own, answering at once', async () => {
    const started = Date.now();
    expect(await limiter.take('mail 10.0.0.1', 2)).toEqual({ allowed: true });
    expect(await limiter.take('mail 10.0.0.1', 2)).toEqual({ allowed: true });
    expect(await limiter.take('mail 10.0.0.1', 2)).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
    expect(await limiter.take('mail 10.0.0.2', 2)).toEqual({ allowed: true });
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('says so once, not on every request', async () => {
    const warn = vi.spyOn(log, 'warn');
    for (let index = 0; index < 5; index += 1) await limiter.take('lead 10.0.0.1', 100);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toMatch(/rate limit store unreachable/);
    warn.mockRestore();
  });
});

// `npm test` installs redis-server first (scripts/ensure-redis.sh).
describe.skipIf(!hasRedis)('the shared rate limit on a running Redis', () => {
  let server: ReturnType<typeof spawn>;
  let instances: SharedRateLimiter[];
  beforeAll(async () => {
    const port = await closedPort();
    server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no']);
    instances = [0, 1].map(
      () => chooseRateLimiter(`redis://127.0.0.1:${port}`) as SharedRateLimiter,
    );
    await vi.waitFor(
      () => expect(instances.every((limiter) => limiter.redis.status === 'ready')).toBe(true),
      { timeout: 5_000 },
    );
  });
  afterAll(() => {
    instances.forEach((limiter) => limiter.redis.disconnect());
    server.kill();
  });

  it('counts requests to two instances once', async () => {
    const answers = [];
    for (let index = 0; index < 6; index += 1) {
      answers.push((await instances[index % 2]!.take('lead 10.0.0.1', 4)).allowed);
    }
    expect(answers).toEqual([true, true, true, true, false, false]);
    expect(await instances[0]!.take('lead 10.0.0.2', 4)).toEqual({ allowed: true });
  });
});

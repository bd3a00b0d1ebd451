import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { GET as health } from '@/app/api/health/route';
import { GET as ready } from '@/app/api/ready/route';
import { READINESS_REUSE_MS } from '@/lib/health';
import { spyOnWarnings } from '@/tests/support/log';
import { setEnv, temporaryDataDir } from '@/tests/support/platformStub';

/*
 * The operators' routes: /api/health/ says the process is alive whatever its dependencies do;
 * /api/ready/ says whether it can serve guests (lib/health). Neither answer may be stored.
 */

let data: ReturnType<typeof temporaryDataDir>;
beforeAll(() => vi.useFakeTimers({ toFake: ['performance'] }));
afterAll(() => vi.useRealTimers());
beforeEach(() => {
  data = temporaryDataDir();
  // Each case gets a fresh readiness report rather than the one answered just before.
  vi.advanceTimersByTime(READINESS_REUSE_MS);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  data.remove();
});

describe('/api/health/', () => {
  it('answers 200 JSON, never stored, even when a dependency is down', async () => {
    setEnv({ PLATFORM_API_URL: '', PLATFORM_DATA_DIR: path.join(data.dir, 'missing', 'x') });
    writeFileSync(path.join(data.dir, 'missing'), '');
    const answer = health();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ status: 'ok', checks: {}, time: expect.any(String) });
  });
});

describe('/api/ready/', () => {
  it('answers 200 with each check ok on the embedded defaults', async () => {
    setEnv({ PLATFORM_API_URL: '', PLATFORM_DATA_DIR: data.dir, REDIS_URL: '' });
    const answer = await ready();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toMatchObject({
      status: 'ok',
      checks: { content: { status: 'ok' }, store: { status: 'ok' } },
    });
  });

  it('answers 503 naming the store when its folder cannot take a write', async () => {
    spyOnWarnings();
    const blocked = path.join(data.dir, 'blocked');
    writeFileSync(blocked, '');
    setEnv({ PLATFORM_API_URL: '', PLATFORM_DATA_DIR: blocked, REDIS_URL: '' });
    const answer = await ready();
    expect(answer.status).toBe(503);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toMatchObject({
      status: 'fail',
      checks: { content: { status: 'ok' }, store: { status: 'fail' } },
    });
  });
});

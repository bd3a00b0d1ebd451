import { parseConfig } from '@/lib/config';
import { readinessChecks } from '@/lib/health';
import { runChecks } from '@/lib/health/report';
import { closedPortUrl, temporaryDataDir } from '@/tests/support/platformStub';

/*
 * Which dependencies the readiness answer asks, by configuration, each run for real: the embedded
 * content, a data folder, a Redis address where nothing listens.
 */

let data: ReturnType<typeof temporaryDataDir>;
beforeEach(() => {
  data = temporaryDataDir();
});
afterEach(() => data.remove());

describe('readiness checks', () => {
  it('asks the content and the embedded store on the embedded defaults, and both answer', async () => {
    const report = await runChecks(readinessChecks(parseConfig({ PLATFORM_DATA_DIR: data.dir })));
    expect(report).toMatchObject({
      status: 'ok',
      checks: { content: { status: 'ok' }, store: { status: 'ok' } },
    });
    expect(Object.keys(report.checks).sort()).toEqual(['content', 'store']);
  });

  it('fails when Redis is configured and down, the other checks still answering', async () => {
    const redisUrl = (await closedPortUrl()).replace('http', 'redis');
    const report = await runChecks(
      readinessChecks(parseConfig({ PLATFORM_DATA_DIR: data.dir, REDIS_URL: redisUrl })),
    );
    expect(report).toMatchObject({
      status: 'fail',
      checks: {
        content: { status: 'ok' },
        store: { status: 'ok' },
        redis: { status: 'fail', reason: 'ECONNREFUSED' },
      },
    });
  });

  it('leaves the embedded store out when the platform API is configured', () => {
    const checks = readinessChecks(
      parseConfig({ PLATFORM_API_URL: 'https://platform.example.com/v1', PLATFORM_API_KEY: 'key' }),
    );
    expect(Object.keys(checks)).toEqual(['content']);
  });
});

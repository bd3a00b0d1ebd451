import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function logWith(level: string) {
  vi.stubEnv('LOG_LEVEL', level);
  vi.resetModules();
  return (await import('@/lib/log')).log;
}

it('logs at the level LOG_LEVEL names', async () => {
  expect((await logWith('debug')).level).toBe('debug');
});

it('logs at info when LOG_LEVEL names no level, instead of failing every page that logs', async () => {
  expect((await logWith('verbose')).level).toBe('info');
});

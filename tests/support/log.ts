import { log } from '@/lib/log';

/**
 * Watches the site's warnings (and keeps them off the test output). Vitest restores the spy with
 * `vi.restoreAllMocks()`, which the tests that use it call after each test.
 */
export function spyOnWarnings() {
  return vi.spyOn(log, 'warn').mockImplementation(() => undefined);
}

export function spyOnErrors() {
  return vi.spyOn(log, 'error').mockImplementation(() => undefined);
}

/** The first argument of every call whose message contains `message`. */
export function loggedWith(
  spy: ReturnType<typeof spyOnWarnings>,
  message: string,
): Record<string, unknown>[] {
  return spy.mock.calls
    .filter((call) => call.some((arg) => typeof arg === 'string' && arg.includes(message)))
    .map((call) => call[0] as Record<string, unknown>);
}

/** Expects a warning that the site skipped an item, logged with (at least) these details. */
export function expectSkipped(
  spy: ReturnType<typeof spyOnWarnings>,
  details: Record<string, unknown>,
) {
  expect(spy).toHaveBeenCalledWith(
    expect.objectContaining(details),
    expect.stringContaining('skipped'),
  );
}

import { log } from '@/lib/log';

/**
 * The answer of the health and readiness routes: each dependency's state and how long it took to
 * say so. `reason` names a failure without its details (an error code, `timeout`), since the
 * answer is public; the server log has the details.
 */
export interface CheckState {
  status: 'ok' | 'fail';
  ms: number;
  reason?: string;
}

export interface HealthReport {
  status: 'ok' | 'fail';
  checks: Record<string, CheckState>;
  /** When the checks ran. */
  time: string;
}

/** One dependency asked whether it answers: it resolves when it does, rejects when not. */
export interface Check {
  /** The time the dependency has to answer; the signal aborts when it is up. */
  timeoutMs: number;
  run(signal: AbortSignal): Promise<unknown>;
}

class CheckTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
  }
}

/** The failure as the public answer names it: a timeout, a system error's code, or `error`. */
function reasonOf(error: unknown): string {
  if (error instanceof CheckTimeout) return 'timeout';
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,40}$/.test(code) ? code : 'error';
}

/**
 * Runs one check within its time: a dependency that hangs fails at the end of its time, whether
 * or not the check heeds the signal, so the answer never waits longer than the slowest time.
 */
async function timed(check: Check): Promise<CheckState & { error?: unknown }> {
  const started = performance.now();
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const timeout = new CheckTimeout(check.timeoutMs);
      controller.abort(timeout);
      reject(timeout);
    }, check.timeoutMs);
  });
  const ms = () => Math.round(performance.now() - started);
  try {
    await Promise.race([check.run(controller.signal), timeUp]);
    return { status: 'ok', ms: ms() };
  } catch (error) {
    return { status: 'fail', ms: ms(), reason: reasonOf(error), error };
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every check side by side: ready when each one answers. */
export async function runChecks(
  checks: Record<string, Check>,
  /** Called with each check's state and its failure, if any. */
  seen: (name: string, state: CheckState, error?: unknown) => void = () => {},
): Promise<HealthReport> {
  const time = new Date().toISOString();
  const names = Object.keys(checks);
  const states = await Promise.all(names.map((name) => timed(checks[name]!)));
  const report: HealthReport = { status: 'ok', checks: {}, time };
  names.forEach((name, index) => {
    const { error, ...state } = states[index]!;
    seen(name, state, error);
    report.checks[name] = state;
    if (state.status === 'fail') report.status = 'fail';
  });
  return report;
}

export interface ReadinessOptions {
  /** The checks to run, asked afresh for each run (the configuration may change in tests). */
  checks: () => Record<string, Check>;
  /** How long a report is answered again before the checks run anew. */
  reuseMs: number;
}

/**
 * Readiness as the routes ask for it. Probes that arrive together share one run, and a report is
 * answered again for `reuseMs`, so however often the public address is asked, each dependency is
 * asked at most about once per `reuseMs` by this process. A check's change of state is logged
 * once (a failure with its details, then its return), not on every probe.
 */
export function createReadiness({ checks, reuseMs }: ReadinessOptions) {
  const lastStatus = new Map<string, CheckState['status']>();
  let latest: { report: Promise<HealthReport>; endedAt?: number } | undefined;

  const logChange = (name: string, state: CheckState, error?: unknown) => {
    const before = lastStatus.get(name);
    lastStatus.set(name, state.status);
    if (state.status === before) return;
    if (state.status === 'fail') {
      log.warn({ check: name, reason: state.reason, err: error }, 'readiness check failed');
    } else if (before === 'fail') {
      log.info({ check: name }, 'readiness check answers again');
    }
  };

  const isFresh = (run: NonNullable<typeof latest>) =>
    run.endedAt === undefined || performance.now() - run.endedAt < reuseMs;

  return function readiness(): Promise<HealthReport> {
    if (latest && isFresh(latest)) return latest.report;
    const run: NonNullable<typeof latest> = { report: runChecks(checks(), logChange) };
    const ended = () => {
      run.endedAt = performance.now();
    };
    run.report.then(ended, ended);
    latest = run;
    return run.report;
  };
}

/** The answer of the health and readiness routes: never stored by a browser, CDN or proxy. */
export function reportAnswer(report: HealthReport): Response {
  return Response.json(report, {
    status: report.status === 'ok' ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  });
}

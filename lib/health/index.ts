import 'server-only';
import { contentSource } from '@/lib/cms';
import { config, type Config } from '@/lib/config';
import { contentAnswers, redisAnswers, storeWritable } from './dependencies';
import { createReadiness, type Check, type HealthReport } from './report';

/**
 * The operators' two questions (docs/decisions/0042-health-and-readiness.md): is the process
 * alive (`/api/health/`), and can it serve guests now (`/api/ready/`)?
 */

/**
 * Each check's time to answer. Contentful is a remote API, so it has the longest; a Redis or a
 * disk that takes a second is as good as down for a guest's request. Checks run side by side, so
 * a readiness answer never takes much longer than the longest of these.
 */
export const CHECK_TIMEOUT_MS = { content: 2000, redis: 1000, store: 1000 } as const;

/** How long one readiness report is answered again before the dependencies are asked anew. */
export const READINESS_REUSE_MS = 1000;

/**
 * What serving a guest needs in this configuration: the content source always; Redis when the
 * instances share it (REDIS_URL); the embedded platform's folder when no platform API is set.
 */
export function readinessChecks(settings: Config = config()): Record<string, Check> {
  return {
    content: contentAnswers(() => contentSource(), CHECK_TIMEOUT_MS.content),
    ...(settings.redisUrl && { redis: redisAnswers(settings.redisUrl, CHECK_TIMEOUT_MS.redis) }),
    ...(!settings.platform.api && {
      store: storeWritable(settings.platform.dataDir, CHECK_TIMEOUT_MS.store),
    }),
  };
}

/** Ready when every check of `readinessChecks` answers within its time. */
export const readiness = createReadiness({
  checks: () => readinessChecks(),
  reuseMs: READINESS_REUSE_MS,
});

/** Alive: the process answers. Nothing outside it is asked, so a dependency's outage never shows here. */
export function liveness(): HealthReport {
  return { status: 'ok', checks: {}, time: new Date().toISOString() };
}

export { reportAnswer, type CheckState, type HealthReport } from './report';

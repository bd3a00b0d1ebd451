// Plain JavaScript: the page cache handler (sharedPageCache.mjs) is loaded by Next as it is, and
// the API rate limit (sharedRateLimit.ts) opens its connection the same way.
import { Redis } from 'ioredis';

/**
 * A Redis connection that fails fast: no queue while disconnected, one retry, and a time limit on
 * each command, so a guest's request never waits on a store that is down; the caller falls back to
 * what a single server would do.
 */
export function failFastRedis(url, { commandTimeoutMs }) {
  return new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 1,
  });
}

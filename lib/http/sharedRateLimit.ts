import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { log } from '@/lib/log';
import { RateLimiter, type RateLimitAnswer } from './rateLimit';
import { failFastRedis } from './redisConnection.mjs';

/**
 * The API rate limit of several instances behind a load balancer: one count per key in Redis
 * (rate-limiter-flexible's fixed window of a minute), so a burst spread over the instances is
 * limited once. Without Redis, each process counts for itself (lib/http/rateLimit.ts).
 * See docs/decisions/0023-several-instances-on-redis.md.
 */

export interface RequestLimiter {
  /** Counts one request for `key` and says whether it is within `limit` per minute. */
  take(key: string, limit: number): RateLimitAnswer | Promise<RateLimitAnswer>;
}

const WINDOW_SECONDS = 60;

/** How long the first requests wait for the connection an instance opens as it starts. */
const FIRST_CONNECTION_WAIT_MS = 1000;

export class SharedRateLimiter implements RequestLimiter {
  private readonly limiters = new Map<number, RateLimiterRedis>();
  /** While Redis cannot answer, each instance limits on its own, as a single server would. */
  private readonly fallback = new RateLimiter();
  private unreachable = false;
  /**
   * Settled once the first connection is up, has failed, or took too long: until then a request
   * waits, so that an instance just started counts in Redis rather than on its own.
   */
  private readonly firstConnection: Promise<void>;

  constructor(/** The connection the count lives on. */ readonly redis: Redis) {
    this.firstConnection = new Promise((settle) => {
      if (redis.status === 'ready') return settle();
      const timer = setTimeout(settle, FIRST_CONNECTION_WAIT_MS);
      timer.unref?.();
      const done = () => {
        clearTimeout(timer);
        settle();
      };
      redis.once('ready', done);
      redis.once('error', done);
    });
    redis.on('error', (error: Error) => this.markUnreachable(error));
    redis.on('ready', () => {
      if (!this.unreachable) return;
      this.unreachable = false;
      log.info('rate limit store is back; the limit is shared again');
    });
  }

  async take(key: string, limit: number): Promise<RateLimitAnswer> {
    await this.firstConnection;
    try {
      await this.limiterFor(limit).consume(key);
      return { allowed: true };
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
        };
      }
      this.markUnreachable(refusal);
      return this.fallback.take(key, limit);
    }
  }

  private limiterFor(limit: number): RateLimiterRedis {
    let limiter = this.limiters.get(limit);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: 'site:rate',
        points: limit,
        duration: WINDOW_SECONDS,
        // Not connected: answer from the fallback at once rather than queue the guest's request.
        rejectIfRedisNotReady: true,
      });
      this.limiters.set(limit, limiter);
    }
    return limiter;
  }

  /** Logged once per outage: a store that is down would otherwise log every request. */
  private markUnreachable(error: unknown) {
    if (this.unreachable) return;
    this.unreachable = true;
    log.warn({ err: error }, 'rate limit store unreachable; each instance limits on its own');
  }
}

/** The limiter the configuration asks for: shared through Redis when REDIS_URL is set. */
export function chooseRateLimiter(redisUrl: string | undefined): RequestLimiter {
  return redisUrl
    ? new SharedRateLimiter(failFastRedis(redisUrl, { commandTimeoutMs: 500 }))
    : new RateLimiter();
}

/**
 * A fixed-window request counter per key (route and client address), kept in this process's
 * memory. One server process is what the site runs as; several instances behind a load balancer
 * would each allow the limit, which is still a bound on abuse.
 */

const WINDOW_MS = 60_000;

export type RateLimitAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Window {
  startedAt: number;
  count: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    /** Keys remembered at most; beyond it the oldest windows are forgotten first. */
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request for `key` and says whether it is within `limit` per minute. */
  take(key: string, limit: number): RateLimitAnswer {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      // Re-inserting keeps the map ordered by window start, so the first keys are the oldest.
      this.windows.delete(key);
      this.makeRoom(now);
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= limit) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + WINDOW_MS - now) / 1000)),
    };
  }

  /** How many keys are remembered (memory stays bounded by maxKeys). */
  get size(): number {
    return this.windows.size;
  }

  private makeRoom(now: number) {
    if (this.windows.size < this.maxKeys) return;
    for (const [key, window] of this.windows) {
      if (now - window.startedAt < WINDOW_MS) break;
      this.windows.delete(key);
    }
    while (this.windows.size >= this.maxKeys) {
      const oldest = this.windows.keys().next();
      if (oldest.done) break;
      this.windows.delete(oldest.value);
    }
  }
}

/**
 * The guest's address as the proxy in front of the server reports it. Behind no proxy these
 * headers are whatever the client sent, so the limit is then a courtesy, not a guarantee.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const address = forwarded || headers.get('x-real-ip')?.trim() || 'unknown';
  // A header can be long; the key only needs to tell addresses apart.
  return address.slice(0, 64);
}

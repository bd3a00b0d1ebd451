/**
 * A fixed-window request counter per key (route and client address), kept in this process's
 * memory: the limit of a single server, and of each instance while their shared store is down.
 * Several instances share one count through Redis instead (lib/http/sharedRateLimit.ts).
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
 * The guest's address: the right-most X-Forwarded-For entry after `trustedHops` proxies. The
 * server appends the socket's own address to that header (lib/http/peerAddress.ts), so with no
 * trusted proxy the key is the connection's address, and entries a client wrote to the left of
 * it never count. Behind N proxies that each append the address they saw, the N-th from the right
 * is the guest (TRUSTED_PROXY_HOPS, README "Configuration").
 */
export function clientAddress(headers: Headers, trustedHops: number): string {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than trusted hops: the request did not pass them all; the left-most is the guest.
  const address = hops[Math.max(0, hops.length - 1 - trustedHops)] ?? 'unknown';
  // A header can be long; the key only needs to tell addresses apart.
  return address.slice(0, 64);
}

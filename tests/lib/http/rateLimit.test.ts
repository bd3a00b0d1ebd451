import { clientAddress, RateLimiter } from '@/lib/http/rateLimit';

function limiterAt(start = 1_000_000, maxKeys?: number) {
  let now = start;
  const limiter = new RateLimiter(maxKeys, () => now);
  return {
    limiter,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('RateLimiter', () => {
  it('allows the limit within a minute, then says how many seconds to wait', () => {
    const { limiter, advance } = limiterAt();
    expect(limiter.take('a', 2)).toEqual({ allowed: true });
    advance(15_000);
    expect(limiter.take('a', 2)).toEqual({ allowed: true });
    expect(limiter.take('a', 2)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    advance(44_500);
    expect(limiter.take('a', 2)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('starts a new minute once the old one is over', () => {
    const { limiter, advance } = limiterAt();
    limiter.take('a', 1);
    expect(limiter.take('a', 1).allowed).toBe(false);
    advance(60_000);
    expect(limiter.take('a', 1).allowed).toBe(true);
  });

  it('counts each key on its own', () => {
    const { limiter } = limiterAt();
    expect(limiter.take('lead 10.0.0.1', 1).allowed).toBe(true);
    expect(limiter.take('lead 10.0.0.2', 1).allowed).toBe(true);
    expect(limiter.take('mail 10.0.0.1', 1).allowed).toBe(true);
    expect(limiter.take('lead 10.0.0.1', 1).allowed).toBe(false);
  });

  it('remembers at most maxKeys keys, forgetting finished minutes and then the oldest', () => {
    const { limiter, advance } = limiterAt(0, 3);
    limiter.take('old', 1);
    advance(61_000);
    limiter.take('b', 1);
    limiter.take('c', 1);
    limiter.take('d', 1);
    expect(limiter.size).toBe(3);
    limiter.take('e', 1);
    expect(limiter.size).toBe(3);
    // "b" was the oldest live key, so it was forgotten and may ask again.
    expect(limiter.take('b', 1).allowed).toBe(true);
    expect(limiter.take('e', 1).allowed).toBe(false);
  });
});

describe('clientAddress', () => {
  // The server appends the socket's address to X-Forwarded-For (lib/http/peerAddress.ts), so
  // the right-most entry is the one no client can write.
  it.each([
    [0, '203.0.113.7, 198.51.100.1, 10.0.0.1', '10.0.0.1'],
    [1, '203.0.113.7, 198.51.100.1, 10.0.0.1', '198.51.100.1'],
    [2, '203.0.113.7, 198.51.100.1, 10.0.0.1', '203.0.113.7'],
    // Fewer entries than trusted hops: the request did not come through them, the left-most is all there is.
    [3, '198.51.100.1, 10.0.0.1', '198.51.100.1'],
    [0, ' 10.0.0.1 ', '10.0.0.1'],
    [0, ' , ', 'unknown'],
    [0, 'x'.repeat(500), 'x'.repeat(64)],
  ])('with %i trusted hops reads %j as %s', (hops, forwarded, address) => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': forwarded }), hops)).toBe(address);
  });

  it('ignores X-Real-IP and addresses a client wrote to the left', () => {
    const spoofed = (address: string) =>
      new Headers({ 'x-forwarded-for': `${address}, 10.0.0.1`, 'x-real-ip': address });
    expect(clientAddress(spoofed('203.0.113.1'), 0)).toBe('10.0.0.1');
    expect(clientAddress(spoofed('203.0.113.2'), 0)).toBe('10.0.0.1');
  });

  it('answers unknown without the header', () => {
    expect(clientAddress(new Headers({ 'x-real-ip': '10.0.0.9' }), 0)).toBe('unknown');
  });
});

import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { RETIRED_ADDRESSES_TTL_MS, movedTo } from '@/lib/http/retiredAddresses';
import * as cms from '@/lib/cms';
import { entry } from '@/tests/support/entries';
import { spyOnWarnings } from '@/tests/support/log';

vi.mock('@/lib/cms', { spy: true });

const request = (path: string) => new NextRequest(new URL(path, 'https://example.com'));

afterEach(() => vi.restoreAllMocks());

describe('a retired address', () => {
  it('answers a permanent redirect to its replacement, with one Location (the embedded /offers/)', async () => {
    const answer = await proxy(request('/offers/'));
    expect(answer.status).toBe(308);
    expect(answer.headers.get('location')).toBe('https://example.com/promotions/');
  });

  it('leaves every other address to its page', async () => {
    for (const path of ['/promotions/', '/', '/offers/anything/', '/locations/tempe/']) {
      const answer = await proxy(request(path));
      expect(answer.headers.get('location'), path).toBeNull();
      expect(answer.headers.get('x-middleware-next'), path).toBe('1');
    }
  });
});

describe('the redirect table', () => {
  it('is read from the CMS at most once a minute, and skips an entry that is not two site paths', async () => {
    const warnings = spyOnWarnings();
    const read = vi.fn(async () => [
      entry('redirect', { from: '/old-deals/', to: '/promotions/' }, 'redirect-old'),
      entry('redirect', { from: '/', to: '/promotions/' }, 'redirect-home'),
      entry('redirect', { from: '/loop/', to: '/loop/' }, 'redirect-loop'),
    ]);
    vi.mocked(cms.contentSource).mockReturnValue({ entries: read } as unknown as ReturnType<
      typeof cms.contentSource
    >);
    const later = Date.now() + 10 * RETIRED_ADDRESSES_TTL_MS;

    expect(await movedTo('/old-deals/', later)).toBe('/promotions/');
    expect(await movedTo('/loop/', later + 1000)).toBeUndefined();
    expect(read).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warnings.mock.calls)).toContain('redirect-home');
    expect(JSON.stringify(warnings.mock.calls)).toContain('redirect-loop');

    await movedTo('/old-deals/', later + RETIRED_ADDRESSES_TTL_MS + 1);
    expect(read).toHaveBeenCalledTimes(2);
  });
});

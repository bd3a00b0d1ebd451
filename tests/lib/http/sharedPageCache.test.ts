import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { choosePageCache, LocalPageCache } from '@/lib/http/pageCacheHandler.mjs';
import { applyTagState, deserialize, serialize } from '@/lib/http/sharedPageCache.mjs';

describe('choosing the page cache', () => {
  it("keeps Next's file cache without error pages when REDIS_URL is unset", () => {
    expect(choosePageCache({})).toBe(LocalPageCache);
    expect(choosePageCache({ REDIS_URL: '' })).toBe(LocalPageCache);
  });

  it('never uses Redis while building, which must not depend on a running store', () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:6379', NEXT_PHASE: 'phase-production-build' };
    expect(choosePageCache(env)).toBe(LocalPageCache);
  });
});

describe('a page stored in Redis', () => {
  it('reads back with its binary parts, which plain JSON would break', () => {
    const page = {
      value: {
        kind: 'APP_PAGE',
        html: '<html><body>Spark Alley</body></html>',
        rscData: Buffer.from('0:{"a":1}'),
        segmentData: new Map([['/_tree', Buffer.from('tree')]]),
        status: 200,
        headers: { 'x-next-cache-tags': '_N_T_/layout,cms' },
      },
      lastModified: 1_700_000_000_000,
    };
    const read = deserialize(serialize(page)) as typeof page;
    expect(read).toEqual(page);
    expect(Buffer.isBuffer(read.value.rscData)).toBe(true);
    expect(read.value.segmentData.get('/_tree')?.toString()).toBe('tree');
  });
});

describe("another instance's revalidation", () => {
  afterEach(() => tagsManifest.delete('cms'));

  it("marks the tag as this instance's own revalidation would", () => {
    applyTagState('cms', { stale: 2_000 });
    expect(tagsManifest.get('cms')).toEqual({ stale: 2_000, expired: undefined });
  });

  it('never moves a later revalidation back', () => {
    tagsManifest.set('cms', { stale: 5_000, expired: 1_000 });
    applyTagState('cms', { stale: 3_000, expired: 4_000 });
    expect(tagsManifest.get('cms')).toEqual({ stale: 5_000, expired: 4_000 });
  });
});

import { readdirSync } from 'node:fs';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import PageCacheHandler from '@/lib/http/pageCacheHandler.mjs';
import { temporaryDataDir } from '@/tests/support/platformStub';

/** A rendered app page as Next hands it to its cache. */
function renderedPage(status: number) {
  return {
    kind: 'APP_PAGE',
    html: `<html><body>${status}</body></html>`,
    rscData: Buffer.from('0:{}'),
    headers: {},
    postponed: undefined,
    status,
    segmentData: undefined,
  };
}

const context = {
  cacheControl: { revalidate: 3600, expire: undefined },
  isRoutePPREnabled: false,
  isFallback: false,
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe('the page cache', () => {
  let dist: ReturnType<typeof temporaryDataDir>;
  let cache: InstanceType<typeof PageCacheHandler>;
  beforeEach(() => {
    dist = temporaryDataDir();
    cache = new PageCacheHandler({
      fs: nodeFs,
      serverDistDir: dist.dir,
      flushToDisk: true,
      revalidatedTags: [],
      maxMemoryCacheSize: 0,
    });
  });
  afterEach(() => dist.remove());

  it('stores nothing for twenty made-up addresses that are not found', async () => {
    for (let index = 0; index < 20; index += 1) {
      await cache.set(`/made-up-${index}`, renderedPage(404), context);
    }
    expect(filesUnder(dist.dir)).toEqual([]);
    expect(await cache.get('/made-up-0', { kind: 'APP_PAGE', isFallback: false })).toBeNull();
  });

  it('stores a page that exists, as Next would', async () => {
    await cache.set('/privacy-policy', renderedPage(200), context);
    expect(filesUnder(dist.dir).sort()).toEqual(
      expect.arrayContaining(['privacy-policy.html', 'privacy-policy.rsc']),
    );
  });
});

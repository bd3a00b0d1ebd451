// Next's page cache (next.config.ts `cacheHandler`), loaded by the server as it is, hence plain
// JavaScript. It is Next's own file-system cache, except that an error page (a 404 for an
// address that names nothing) is never stored: each unknown address would otherwise leave its
// rendered page on disk and in memory, and addresses are free to make up. Pages that exist are
// cached as before, in memory up to `cacheMaxMemorySize` and on disk, where they are bounded by
// the content (docs/decisions/0020-hold-under-abuse.md). With REDIS_URL set, the running
// instances share one cache in Redis instead (sharedPageCache.mjs); a build never uses it.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { sharedPageCache } from './sharedPageCache.mjs';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** Whether an entry is a rendered answer with an error status. */
export function isErrorPage(data) {
  return typeof data?.status === 'number' && data.status >= 400;
}

export class LocalPageCache extends FileSystemCache {
  async set(key, data, ctx) {
    if (isErrorPage(data)) return;
    return super.set(key, data, ctx);
  }
}

/** The cache the environment asks for; REDIS_URL is checked with the rest in lib/config.ts. */
export function choosePageCache(env) {
  const shared = env.REDIS_URL && env.NEXT_PHASE !== 'phase-production-build';
  return shared ? sharedPageCache(LocalPageCache, env.REDIS_URL, { isErrorPage }) : LocalPageCache;
}

export default choosePageCache(process.env);

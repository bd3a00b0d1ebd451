import { randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { ContentSource } from '@/lib/cms/source';
import type { Check } from './report';

/**
 * What the site needs to serve a guest, each asked the way the site itself uses it. Every check
 * does the smallest thing that proves the dependency answers, and nothing that changes the site's
 * data.
 */

/** The content source (Contentful, or the embedded `content/`) answers a read of site settings. */
export function contentAnswers(source: () => ContentSource, timeoutMs: number): Check {
  return { timeoutMs, run: () => source().siteSettings() };
}

/**
 * Redis answers PING on a connection of its own, opened and closed for the check: it tells
 * whether this instance reaches Redis now, whatever state the site's own connections are in. It
 * connects once, without retrying, and is closed when the time is up.
 */
export function redisAnswers(url: string, timeoutMs: number): Check {
  return {
    timeoutMs,
    async run(signal) {
      const redis = new Redis(url, {
        lazyConnect: true,
        connectTimeout: timeoutMs,
        commandTimeout: timeoutMs,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      // ioredis rejects with "Connection is closed."; why (ECONNREFUSED, …) comes as an event.
      let cause: unknown;
      redis.on('error', (error: unknown) => {
        cause ??= error;
      });
      // The socket itself is destroyed: a hung server would never answer a polite close.
      const close = () => {
        redis.disconnect();
        redis.stream?.destroy();
      };
      signal.addEventListener('abort', close, { once: true });
      try {
        await redis.connect();
        const answer = await redis.ping();
        if (answer !== 'PONG') throw new Error(`Redis answered PING with ${answer}`);
      } catch (error) {
        throw cause ?? error;
      } finally {
        signal.removeEventListener('abort', close);
        close();
      }
    },
  };
}

/**
 * The embedded platform's folder takes a write: a small file is written, flushed to disk and
 * removed. The store itself (`platform.json` and its lock, lib/platform/store.ts) is left alone,
 * so a probe never waits for the lock nor makes other instances wait for it; the store writes to
 * the same folder, so a full disk or a folder that became read-only fails here too. The file's
 * name is not one the store reads or cleans up.
 */
export function storeWritable(dataDir: string, timeoutMs: number): Check {
  return {
    timeoutMs,
    async run() {
      const folder = path.resolve(dataDir);
      await mkdir(folder, { recursive: true });
      const probe = path.join(folder, `.ready-check-${process.pid}-${randomUUID()}`);
      try {
        const handle = await open(probe, 'wx');
        try {
          await handle.writeFile('ready\n', 'utf8');
          await handle.sync();
        } finally {
          await handle.close();
        }
      } finally {
        await rm(probe, { force: true });
      }
    },
  };
}

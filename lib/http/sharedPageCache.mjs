// Next's cache shared by several instances through Redis (REDIS_URL; chosen in
// pageCacheHandler.mjs, docs/decisions/0023-several-instances-on-redis.md). Rendered pages and
// data-cache entries live in Redis, so a page one instance renders is served by all; the build's
// own prerendered pages, identical on every instance, are still read from disk until first
// replaced. Revalidation is Next's: its tag manifest (which tag was expired or made stale, and
// when) decides whether an entry is fresh; this handler only keeps that manifest the same on
// every instance, in a Redis hash that each revalidation updates and announces on a channel.
import { Redis } from 'ioredis';
import { failFastRedis } from './redisConnection.mjs';
import pino from 'pino';
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

const log = pino({ level: process.env.LOG_LEVEL || 'info', base: { service: 'site' } });

/** An entry nobody asked for again within a day leaves Redis (pages revalidate hourly). */
export const ENTRY_TTL_SECONDS = 24 * 60 * 60;

/**
 * Entries hold Buffers (`rscData`, a route's body) and Maps (`segmentData`), which JSON alone
 * would turn into plain objects that Next then cannot read back.
 */
export function serialize(value) {
  return JSON.stringify(value, function replace(key, plain) {
    const original = this[key];
    if (Buffer.isBuffer(original)) return { $buffer: original.toString('base64') };
    if (original instanceof Map) return { $map: [...original] };
    return plain;
  });
}

export function deserialize(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object') {
      if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
      if (Array.isArray(value.$map)) return new Map(value.$map);
    }
    return value;
  });
}

/** A tag's state from another instance, merged so that neither side's later revalidation is lost. */
export function applyTagState(tag, remote) {
  const local = tagsManifest.get(tag) ?? {};
  const later = (a, b) =>
    typeof a === 'number' && typeof b === 'number' ? Math.max(a, b) : (a ?? b);
  tagsManifest.set(tag, {
    stale: later(local.stale, remote.stale),
    expired: later(local.expired, remote.expired),
  });
}

/**
 * The handler class Next constructs (once per request) on top of `LocalCache`, the single-server
 * page cache, which answers for the build's pages and while Redis is unreachable.
 */
export function sharedPageCache(LocalCache, redisUrl, { prefix = 'site:cache:', isErrorPage }) {
  // A guest's page never waits on a store that is down; the local cache answers.
  const redis = failFastRedis(redisUrl, { commandTimeoutMs: 1000 });
  // A subscriber cannot send other commands; it queues until connected and resubscribes itself.
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const tagsKey = `${prefix}tags`;
  let unreachable = false;
  const markUnreachable = (error) => {
    if (unreachable) return;
    unreachable = true;
    log.warn({ err: error }, 'page cache store unreachable; each instance caches on its own');
  };
  redis.on('error', markUnreachable);
  subscriber.on('error', markUnreachable);
  // On every (re)connection the whole manifest is read again: announcements sent while this
  // instance was away are not replayed.
  const readManifest = async () => {
    try {
      const states = await redis.hgetall(tagsKey);
      for (const [tag, state] of Object.entries(states)) applyTagState(tag, JSON.parse(state));
    } catch {
      // Not connected yet: the command connection reads it once it is.
    }
  };
  redis.on('ready', () => {
    if (unreachable) log.info('page cache store is back; the cache is shared again');
    unreachable = false;
    void readManifest();
  });
  subscriber.on('ready', readManifest);
  subscriber.subscribe(tagsKey).catch(markUnreachable);
  subscriber.on('message', (_channel, message) => {
    try {
      const { tag, state } = JSON.parse(message);
      if (typeof tag === 'string' && state && typeof state === 'object') applyTagState(tag, state);
    } catch (error) {
      log.warn({ err: error }, 'unreadable cache revalidation announcement');
    }
  });

  return class SharedPageCache extends LocalCache {
    async get(key, ctx) {
      try {
        const stored = await redis.getBuffer(`${prefix}entry:${key}`);
        if (stored) return deserialize(stored.toString('utf8'));
      } catch (error) {
        markUnreachable(error);
      }
      return super.get(key, ctx);
    }

    async set(key, data, ctx) {
      if (isErrorPage(data)) return;
      const entryKey = `${prefix}entry:${key}`;
      try {
        if (!data) {
          await redis.del(entryKey);
          return;
        }
        const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
        const entry = serialize({ value: data, lastModified: Date.now(), cacheControl });
        await redis.set(entryKey, entry, 'EX', ENTRY_TTL_SECONDS);
      } catch (error) {
        markUnreachable(error);
        await super.set(key, data, ctx);
      }
    }

    async revalidateTag(tags, durations) {
      // Next's own bookkeeping first, so this instance is right even if Redis is not.
      await super.revalidateTag(tags, durations);
      const list = typeof tags === 'string' ? [tags] : tags;
      if (list.length === 0) return;
      try {
        const batch = redis.multi();
        for (const tag of list) {
          const state = tagsManifest.get(tag) ?? {};
          batch.hset(tagsKey, tag, JSON.stringify(state));
          batch.publish(tagsKey, JSON.stringify({ tag, state }));
        }
        await batch.exec();
      } catch (error) {
        markUnreachable(error);
      }
    }
  };
}

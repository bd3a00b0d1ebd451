/** Types of sharedPageCache.mjs, Next's cache shared by several instances through Redis. */
import type { LocalPageCache } from './pageCacheHandler.mjs';

export const ENTRY_TTL_SECONDS: number;
export function serialize(value: unknown): string;
export function deserialize(text: string): unknown;
export function applyTagState(tag: string, remote: { stale?: number; expired?: number }): void;
export function sharedPageCache(
  LocalCache: typeof LocalPageCache,
  redisUrl: string,
  options: { prefix?: string; isErrorPage: (data: unknown) => boolean },
): typeof LocalPageCache;

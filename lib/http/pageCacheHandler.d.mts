/** Types of pageCacheHandler.mjs, Next's page cache without error pages. */
export function isErrorPage(data: unknown): boolean;

export class LocalPageCache {
  constructor(context: {
    fs: unknown;
    serverDistDir: string;
    flushToDisk?: boolean;
    revalidatedTags?: string[];
    maxMemoryCacheSize?: number;
  });
  get(key: string, context: object): Promise<unknown>;
  set(key: string, data: unknown, context: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}

export function choosePageCache(env: Record<string, string | undefined>): typeof LocalPageCache;

export default LocalPageCache;

/** Types of pageCacheHandler.mjs, Next's page cache without error pages. */
export function isErrorPage(data: unknown): boolean;

export default class PageCacheHandler {
  constructor(context: {
    fs: unknown;
    serverDistDir: string;
    flushToDisk?: boolean;
    revalidatedTags?: string[];
    maxMemoryCacheSize?: number;
  });
  get(key: string, context: object): Promise<unknown>;
  set(key: string, data: unknown, context: object): Promise<void>;
}

import 'server-only';
import { z } from 'zod';
import { contentSource } from '@/lib/cms';
import { log } from '@/lib/log';

/*
 * Retired addresses (`redirect` entries in the CMS) and where they lead now, answered by the proxy
 * with a permanent redirect before any page renders. A page would answer it too, but Next writes a
 * cached page's redirect with its Location header twice (vercel/next.js#82117), which strict
 * crawlers refuse.
 */

/** How long the table is kept before the CMS is asked again: an editor's new redirect waits this. */
export const RETIRED_ADDRESSES_TTL_MS = 60_000;

const SITE_PATH = /^\/(?:[a-z0-9-]+\/)+$/;

const redirectEntry = z.object({
  fields: z.object({
    from: z.string().regex(SITE_PATH),
    to: z.string().regex(/^\/(?:[a-z0-9-]+\/)*(?:#[a-z0-9-]+)?$/),
  }),
});

let table: { readAt: number; moves: Promise<Map<string, string>> } | undefined;

async function readMoves(): Promise<Map<string, string>> {
  const entries = await contentSource().entries('redirect', { limit: 1000 });
  const moves = new Map<string, string>();
  for (const entry of entries) {
    const parsed = redirectEntry.safeParse(entry);
    if (!parsed.success || parsed.data.fields.from === parsed.data.fields.to) {
      log.warn({ entryId: entry.sys.id }, 'redirect skipped: it needs two different site paths');
      continue;
    }
    moves.set(parsed.data.fields.from, parsed.data.fields.to);
  }
  return moves;
}

/**
 * Where a retired address leads now, or undefined. The table is read at most once a minute per
 * server; when the CMS cannot answer, no address is treated as retired until it can.
 */
export async function movedTo(pathname: string, now = Date.now()): Promise<string | undefined> {
  if (!SITE_PATH.test(pathname)) return undefined;
  if (!table || now - table.readAt > RETIRED_ADDRESSES_TTL_MS) {
    const moves = readMoves().catch((error: unknown) => {
      log.error({ err: error }, 'redirect table could not be read');
      table = undefined;
      return new Map<string, string>();
    });
    table = { readAt: now, moves };
  }
  return (await table.moves).get(pathname);
}

import { getRedirects } from '@/lib/cms';
import { localizedHref, type Locale } from '@/lib/i18n/locales';
import { log } from '@/lib/log';
import { redirectTable, type RedirectTable } from '@/lib/redirects';
import { siteAddresses } from './siteAddresses';

/**
 * How long an instance answers from the table it has before reading it again. A publish on this
 * instance drops it at once (`expireRedirectTable`); the other instances read the new table, from
 * the shared data cache, within this time.
 */
const TABLE_MS = 15_000;

interface HeldTable {
  table: Promise<RedirectTable>;
  readAt: number;
  /** The refusals last logged, so that each is logged once rather than at every read. */
  refusalsLogged: string;
}

// The proxy and the publish webhook are bundled apart; the process's global is what they share.
const HELD = Symbol.for('site.redirectTable');
const holder = globalThis as typeof globalThis & { [HELD]?: HeldTable };

async function readTable(): Promise<RedirectTable> {
  const [redirects, addresses] = await Promise.all([getRedirects(), siteAddresses()]);
  const table = redirectTable(redirects, new Set(addresses.map(({ path }) => path)));
  const refusals = JSON.stringify(table.refused);
  if (table.refused.length > 0 && refusals !== holder[HELD]?.refusalsLogged) {
    for (const { from, to, reason } of table.refused) {
      log.warn({ from, to, reason }, 'redirect refused: the site carries on without it');
    }
  }
  if (holder[HELD]) holder[HELD].refusalsLogged = refusals;
  return table;
}

/** The redirect table this instance applies, read again when older than a few seconds. */
export function currentRedirectTable(now = Date.now()): Promise<RedirectTable> {
  const held = holder[HELD];
  if (held && now - held.readAt < TABLE_MS) return held.table;
  const table = readTable().catch((error: unknown) => {
    // Content that cannot be read must not take the site down: no redirect until it can.
    log.error({ reason: String(error) }, 'redirect table unreadable');
    return { byPath: new Map(), refused: [] };
  });
  holder[HELD] = { table, readAt: now, refusalsLogged: held?.refusalsLogged ?? '' };
  return table;
}

/** Drops this instance's table, so that the next request reads the one just published. */
export function expireRedirectTable() {
  delete holder[HELD];
}

/**
 * Where a request for this retired address (without its language) is sent, or undefined: a site
 * path leads to the page in the request's language, with the request's query (campaign tags).
 */
export async function redirectFor(path: string, locale: Locale, search = '') {
  const redirect = (await currentRedirectTable()).byPath.get(path);
  if (!redirect) return undefined;
  const [target = '', anchor] = redirect.to.split('#');
  const location = redirect.to.startsWith('/')
    ? `${localizedHref(target, locale)}${search}${anchor ? `#${anchor}` : ''}`
    : redirect.to;
  return { location, permanent: redirect.permanent };
}

import { z } from 'zod';
import { REDIRECT_FROM_PATTERN, REDIRECT_TARGET_PATTERN } from '@/cms/enumerations.mjs';

/** A retired address and where it now leads, as editors keep it in a `redirect` entry. */
export interface Redirect {
  from: string;
  /** A site path (perhaps with an anchor) or a full https address. */
  to: string;
  /** For good (308) or for now (307). */
  permanent: boolean;
}

export const redirectFields = z.object({
  from: z.string().trim().regex(new RegExp(REDIRECT_FROM_PATTERN)),
  to: z.string().trim().max(2000).regex(new RegExp(REDIRECT_TARGET_PATTERN)),
  // A redirect entered before the choice existed moved its address for good.
  permanent: z.boolean().default(true),
});

export interface RefusedRedirect {
  from: string;
  to: string;
  reason: 'live page' | 'loop' | 'chain' | 'repeated';
}

export interface RedirectTable {
  /** The redirects the site applies, by retired address. */
  byPath: ReadonlyMap<string, Redirect>;
  refused: readonly RefusedRedirect[];
}

/** The site path a redirect leads to, without its anchor; undefined for another site. */
const targetPath = (to: string) => (to.startsWith('/') ? to.split('#')[0] : undefined);

/**
 * The redirects the site can apply. Each is one hop from a retired address to a page, so one is
 * refused when its address is a live page (it would hide the page), when it leads back to its own
 * address, directly or through others (a loop), when it leads to another redirect (a chain), or
 * when an earlier one retires the same address. The rest stand, whatever the refused ones were.
 */
export function redirectTable(
  redirects: readonly Redirect[],
  livePaths: ReadonlySet<string>,
): RedirectTable {
  const first = new Map<string, Redirect>();
  const refused: RefusedRedirect[] = [];
  for (const redirect of redirects) {
    const { from, to } = redirect;
    if (first.has(from)) refused.push({ from, to, reason: 'repeated' });
    else first.set(from, redirect);
  }
  const byPath = new Map<string, Redirect>();
  for (const redirect of first.values()) {
    const reason = livePaths.has(redirect.from) ? 'live page' : hopProblem(redirect, first);
    if (reason) refused.push({ from: redirect.from, to: redirect.to, reason });
    else byPath.set(redirect.from, redirect);
  }
  return { byPath, refused };
}

/** Whether the redirect leads back to its own address (a loop) or on to another redirect. */
function hopProblem(redirect: Redirect, byFrom: ReadonlyMap<string, Redirect>) {
  const seen = new Set([redirect.from]);
  let next = targetPath(redirect.to);
  if (next === undefined || !byFrom.has(next)) return undefined;
  while (next !== undefined && byFrom.has(next) && !seen.has(next)) {
    seen.add(next);
    next = targetPath(byFrom.get(next)!.to);
  }
  return next === redirect.from ? 'loop' : 'chain';
}

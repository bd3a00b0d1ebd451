import 'server-only';
import { unstable_cache } from 'next/cache';

/** How long a published read and page are kept before they are read again (ISR). */
export const REVALIDATE_SECONDS = 3600;

/**
 * Ends the cache of the published page being rendered at `moment`, when that comes before its
 * hourly revalidation: a page whose content changes on a date (a center opens, a section's
 * showing window starts or ends) is rendered again then, without anyone republishing. Next keeps
 * the shortest revalidation any cached read of a page asks for, so an empty read carries it.
 */
export async function renderAgainAt(moment: number | undefined, now: Date): Promise<void> {
  if (moment === undefined) return;
  const seconds = Math.ceil((moment - now.getTime()) / 1000);
  if (seconds <= 0 || seconds >= REVALIDATE_SECONDS) return;
  await unstable_cache(async () => moment, ['render-again-at', String(moment)], {
    revalidate: seconds,
  })();
}

import 'server-only';
import { siteNow } from '@/lib/clock';
import { getCenterEntries, getSiteSettings, type ReadOptions } from '@/lib/cms';
import { renderAgainAt } from '@/lib/cms/revalidation';
import { centersFromEntries, type Center, type SpecialHours } from './model';
import { nextOpening } from './opening';

/** The chain's special days join a center's own; on a day both list, the center's entry counts. */
function withChainSpecialHours(center: Center, chain: readonly SpecialHours[]): Center {
  const own = new Set(center.specialHours.map((day) => day.date));
  return {
    ...center,
    specialHours: [...center.specialHours, ...chain.filter((day) => !own.has(day.date))],
  };
}

/**
 * Every valid center, with the chain's special days, read through the CMS cache. A published page that reads them is rendered
 * again when the next coming-soon center opens.
 */
export async function getCenters(options?: ReadOptions): Promise<Center[]> {
  const [entries, settings] = await Promise.all([
    getCenterEntries(options),
    getSiteSettings(options),
  ]);
  const centers = centersFromEntries(entries).map((center) =>
    withChainSpecialHours(center, settings.specialHours),
  );
  const now = siteNow();
  if (!options?.draft) await renderAgainAt(nextOpening(centers, now), now);
  return centers;
}

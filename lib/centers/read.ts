import 'server-only';
import { siteNow } from '@/lib/clock';
import { getCenterEntries, type ReadOptions } from '@/lib/cms';
import { renderAgainAt } from '@/lib/cms/revalidation';
import { centersFromEntries, type Center } from './model';
import { nextOpening } from './opening';

/**
 * Every valid center, read through the CMS cache. A published page that reads them is rendered
 * again when the next coming-soon center opens.
 */
export async function getCenters(options?: ReadOptions): Promise<Center[]> {
  const centers = centersFromEntries(await getCenterEntries(options));
  const now = siteNow();
  if (!options?.draft) await renderAgainAt(nextOpening(centers, now), now);
  return centers;
}

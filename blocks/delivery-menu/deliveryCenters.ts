import 'server-only';
import { cache } from 'react';
import { centersFromEntries } from '@/lib/centers';
import { toDeliveryCenters, type DeliveryCenter } from '@/lib/centers/deliveryChoice';
import { getCenterEntries } from '@/lib/cms';
import type { RenderContext } from '../defineBlock';

/**
 * The centers the delivery islands get (id, name, state, tier, store ids), read once per request:
 * the delivery menu and the curbside links hand the island the same array, which the page's
 * payload then writes once.
 */
export const deliveryCentersFor = cache(async (draft: boolean): Promise<DeliveryCenter[]> => {
  return toDeliveryCenters(centersFromEntries(await getCenterEntries({ draft })));
});

export const deliveryCenters = (context: RenderContext) => deliveryCentersFor(context.draft);

import 'server-only';
import { cache } from 'react';
import { openCenters, getCenters } from '@/lib/centers';
import { toDeliveryCenters, type DeliveryCenter } from '@/lib/centers/deliveryChoice';
import { siteNow } from '@/lib/clock';
import type { Locale } from '@/lib/i18n/locales';
import type { RenderContext } from '../defineBlock';

/**
 * The centers the delivery islands get (id, name, state, tier, store ids), read once per request:
 * the delivery menu and the curbside links hand the island the same array, which the page's
 * payload then writes once.
 */
export const deliveryCentersFor = cache(
  async (draft: boolean, locale: Locale): Promise<DeliveryCenter[]> =>
    // Only an open center can be ordered from.
    toDeliveryCenters(openCenters(await getCenters({ draft, locale }), siteNow())),
);

/* The arguments are the context's values: `cache` tells calls apart by their arguments' identity. */
export const deliveryCenters = (context: RenderContext) =>
  deliveryCentersFor(context.draft, context.locale);

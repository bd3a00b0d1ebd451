import { DELIVERY_PARTNERS, DELIVERY_PARTNER_IDS, type DeliveryPartner } from './delivery';
import type { Center, PriceTier } from './model';
import { centersByState } from './states';

/*
 * The delivery page's centers as the browser gets them, and what follows from the one a guest
 * chose: the tier of menu prices and the delivery partners' store pages. Browser-safe (no zod, no
 * logging); lib/centers/index.ts is server-only.
 */

/** A center as the delivery islands need it: nothing more, since 41 of them travel to the page. */
export interface DeliveryCenter {
  id: string;
  name: string;
  /** The state's name, as the picker groups by it. */
  state: string;
  /** Undefined only for data that does not come from the center model; such a center shows no price. */
  priceTier?: PriceTier;
  deliveryStoreIds: Partial<Record<DeliveryPartner, string>>;
}

/** One price per tier: tiers 1, 2 and 3 (docs/rules/limits.md#price-tiers-and-states). */
export type TierPrices = readonly [number, number, number];

/**
 * Every center guests can deliver from, by state then name, with only what the delivery islands
 * use (docs/decisions/0024-every-center-in-every-list.md).
 */
export function toDeliveryCenters(centers: readonly Center[]): DeliveryCenter[] {
  return centersByState(centers).flatMap((group) =>
    group.centers.map((center) => {
      const storeIds: DeliveryCenter['deliveryStoreIds'] = {};
      for (const partner of DELIVERY_PARTNER_IDS) {
        const storeId = center.deliveryStoreIds[partner];
        if (storeId) storeIds[partner] = storeId;
      }
      return {
        id: center.id,
        name: center.name,
        state: group.state,
        priceTier: center.priceTier,
        deliveryStoreIds: storeIds,
      };
    }),
  );
}

/** The center with this id, when it is one guests can deliver from. */
export function findDeliveryCenter(
  centers: readonly DeliveryCenter[],
  id: string | undefined,
): DeliveryCenter | undefined {
  return id ? centers.find((center) => center.id === id) : undefined;
}

/**
 * The center whose prices the menu shows: the stored one, if it is known and has a price tier.
 * Anything else (none stored, a center since removed, no tier) shows no price rather than a wrong one.
 */
export function pricingCenter(
  centers: readonly DeliveryCenter[],
  id: string | undefined,
): DeliveryCenter | undefined {
  const center = findDeliveryCenter(centers, id);
  return center?.priceTier ? center : undefined;
}

/** The price of a menu item at a tier; undefined without a tier. */
export function tierPrice(prices: TierPrices, tier: PriceTier | undefined): number | undefined {
  return tier ? prices[tier - 1] : undefined;
}

export interface PartnerLink {
  partner: DeliveryPartner;
  /** 'DoorDash', 'Uber Eats'. */
  name: string;
  href: string;
  /** True when the link is the center's own store page, false for the partner's generic page. */
  storePage: boolean;
}

/**
 * Each delivery partner's store page for the center, or the partner's generic page when no center
 * is chosen or it has no store with that partner (as deliveryStoreUrl in ./delivery does).
 */
export function partnerLinks(center: Pick<DeliveryCenter, 'deliveryStoreIds'> | undefined) {
  return DELIVERY_PARTNER_IDS.map((partner): PartnerLink => {
    const { name, storeUrl, fallbackUrl } = DELIVERY_PARTNERS[partner];
    const storeId = center?.deliveryStoreIds[partner];
    return {
      partner,
      name,
      href: storeId ? storeUrl(storeId) : fallbackUrl,
      storePage: Boolean(storeId),
    };
  });
}

import type { Center } from './model';

/**
 * The third-party delivery services and how their store pages are addressed. The fallback is
 * where a guest lands when the center is unknown or has no store with that partner: the
 * partner's own home page, where they can search by address.
 */
export const DELIVERY_PARTNERS = {
  doordash: {
    name: 'DoorDash',
    storeUrl: (storeId: string) => `https://www.doordash.com/store/${encodeURIComponent(storeId)}/`,
    fallbackUrl: 'https://www.doordash.com/',
  },
  ubereats: {
    name: 'Uber Eats',
    storeUrl: (storeId: string) => `https://www.ubereats.com/store/${encodeURIComponent(storeId)}`,
    fallbackUrl: 'https://www.ubereats.com/',
  },
} as const;

export type DeliveryPartner = keyof typeof DELIVERY_PARTNERS;

export const DELIVERY_PARTNER_IDS = Object.keys(DELIVERY_PARTNERS) as DeliveryPartner[];

/** The partner's store page for a center, or the partner's generic page when there is none. */
export function deliveryStoreUrl(center: Center | undefined, partner: DeliveryPartner): string {
  const { storeUrl, fallbackUrl } = DELIVERY_PARTNERS[partner];
  const storeId = center?.deliveryStoreIds[partner];
  return storeId ? storeUrl(storeId) : fallbackUrl;
}

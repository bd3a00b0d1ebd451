import type { Center } from '@/lib/centers';

export type CenterRoute = { kind: 'center'; center: Center } | { kind: 'missing' };

/**
 * What /locations/{slug}/ shows: the center with that slug. By slug only, unlike `findCenter`,
 * which also takes a center's id: '/locations/101/' would be a second address for Tempe.
 */
export function findCenterRoute(slug: string, centers: readonly Center[]): CenterRoute {
  const center = centers.find((candidate) => candidate.slug === slug);
  return center ? { kind: 'center', center } : { kind: 'missing' };
}

/** The slug of every center page, once each: the first center holding a slug is the one shown. */
export const centerSlugs = (centers: readonly Center[]) => [
  ...new Set(centers.map((center) => center.slug)),
];

/** The CMS page guests order delivery on (docs/rules/screens-and-routes.md fixes no address). */
export const DELIVERY_PAGE_SLUG = 'delivery';

/** The delivery page's address, or undefined while the CMS has no such page. */
export function deliveryPagePath(
  pages: ReadonlyArray<{ slug: string; type: string; path: string }>,
): string | undefined {
  return pages.find((page) => page.type === 'page' && page.slug === DELIVERY_PAGE_SLUG)?.path;
}

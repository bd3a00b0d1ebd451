import type { Center, PriceTier } from './model';

/**
 * The price tier of a center, which picks the column of tiered prices (delivery menu prices are
 * listed per tier). Given a name, as the delivery modal and older content refer to centers, it is
 * looked up case-insensitively among `centers`. Undefined when the center is unknown, so callers
 * can hold back prices rather than show a wrong one.
 */
export function priceTier(center: Center | undefined): PriceTier | undefined;
export function priceTier(centerName: string, centers: readonly Center[]): PriceTier | undefined;
export function priceTier(
  center: Center | string | undefined,
  centers: readonly Center[] = [],
): PriceTier | undefined {
  if (typeof center !== 'string') return center?.priceTier;
  const wanted = center.trim().toLowerCase();
  return centers.find((candidate) => candidate.name.toLowerCase() === wanted)?.priceTier;
}

import { toCents } from './format';

/**
 * A party's estimated total before tax, in whole cents: kids times the package's price per guest.
 * The booking's step 2, its confirmation and the packages' comparison all read it from here.
 */
export function partyTotalCents(kids: number, pricePerGuest: number): number {
  return kids * toCents(pricePerGuest);
}

import type { Season } from '@/lib/platform/schemas';
import { SEASON_PASS_PATH } from '@/lib/sitePaths';

/** A variant route's name: lowercase letters, digits and hyphens (`/book/seasonpass/{variant}/`). */
export const SEASON_PASS_VARIANT = /^[a-z0-9-]{1,40}$/;

/** The winter variant, a page whatever the CMS links to. */
export const WINTER_VARIANT = 'winter';

export function isSeasonPassVariant(variant: string): boolean {
  return SEASON_PASS_VARIANT.test(variant);
}

/**
 * WINTER when the route's name contains "winter", otherwise SUMMER
 * (docs/rules/screens-and-routes.md#season-pass-registration).
 */
export function seasonForRoute(name: string): Season {
  return name.toLowerCase().includes('winter') ? 'WINTER' : 'SUMMER';
}

/** The one address of each season's screen (other variants of a season point here as canonical). */
export function seasonPassPath(season: Season): string {
  return season === 'WINTER' ? `${SEASON_PASS_PATH}${WINTER_VARIANT}/` : SEASON_PASS_PATH;
}

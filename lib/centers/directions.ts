import type { Center } from './model';
import { stateCode } from './states';

/** The line of a center's address under its street: 'Plano, TX 75024'. */
export function cityLine(center: Pick<Center, 'city' | 'state' | 'postalCode'>): string {
  return `${center.city}, ${stateCode(center.state)} ${center.postalCode}`;
}

/** A center's postal address on one line: '7000 Main St, Plano, TX 75024'. */
export function postalAddress(
  center: Pick<Center, 'address' | 'city' | 'state' | 'postalCode'>,
): string {
  return `${center.address}, ${cityLine(center)}`;
}

/**
 * Directions to a center in Google Maps, from wherever the guest is: the maps app on a phone, the
 * web page elsewhere. By address rather than coordinates, so the guest sees where they are going.
 */
export function directionsHref(
  center: Pick<Center, 'address' | 'city' | 'state' | 'postalCode'>,
): string {
  const query = new URLSearchParams({ api: '1', destination: postalAddress(center) });
  return `https://www.google.com/maps/dir/?${query}`;
}

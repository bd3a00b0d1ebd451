/** The info step: where the selector's Book and a package's Book Now lead. */
export const BIRTHDAY_INFO_PATH = '/book/birthday/info/';

/** The address parameter that carries a package into the booking. */
export const PACKAGE_PARAM = 'package';

/** Book Now on a package: the booking, with that package chosen. */
export function bookPackageHref(anchor: string): string {
  return `${BIRTHDAY_INFO_PATH}?${PACKAGE_PARAM}=${encodeURIComponent(anchor)}`;
}

/**
 * The package an address carries, when it is one the site offers. Anything else (an old link, a
 * typo, a package taken off sale) is ignored: the family chooses on the info step.
 */
export function carriedPackage(
  search: string,
  packages: readonly { anchor: string }[],
): string | undefined {
  const anchor = new URLSearchParams(search).get(PACKAGE_PARAM)?.trim().toLowerCase();
  return packages.find((option) => option.anchor === anchor)?.anchor;
}

import type { CenterSummary } from '@/lib/centers/nearest';
import { stateCode } from '@/lib/centers/states';
import { centerPath } from '@/lib/sitePaths';

/**
 * schema.org LocalBusiness data for every center, so search engines can show each venue's address,
 * phone and opening hours. Built from the same centers the page lists, on the server and again in the browser.
 */

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function dayIndex(token: string): number {
  const wanted = token.trim().slice(0, 3).toLowerCase();
  return DAYS.findIndex((day) => day.slice(0, 3).toLowerCase() === wanted);
}

/**
 * 'Sun–Thu', 'Fri', 'Mon, Wed' or 'Fri–Mon' as schema.org openingHours days ('Su-Th', 'Fr',
 * 'Mo,We', 'Fr-Mo'); undefined when the text is not days.
 */
export function daysOf(text: string): string | undefined {
  const parts = text.split(',').map((part) => {
    const ends = part.split(/\s*[–—-]\s*/).map(dayIndex);
    if (ends.length > 2 || ends.some((index) => index < 0)) return undefined;
    return ends.map((index) => DAYS[index]!.slice(0, 2)).join('-');
  });
  return parts.every(Boolean) ? parts.join(',') : undefined;
}

/** '10:00 AM' → '10:00', '12:00 AM' → '00:00' (a closing time before the opening is the next day). */
export function time24(text: string): string {
  const [, hours = '0', minutes = '00', half = 'AM'] =
    /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(text) ?? [];
  const hour = (Number(hours) % 12) + (half === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${minutes}`;
}

/** '(480) 555-0110' → '+1-480-555-0110'. */
function telephone(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-10);
  return `+1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export function localBusinessJsonLd(
  centers: readonly CenterSummary[],
  { companyName }: { companyName: string },
) {
  return {
    '@context': 'https://schema.org',
    '@graph': centers.map((center) => {
      return {
        '@type': 'LocalBusiness',
        // The center's own page names it, wherever it is described: relative, so the same
        // address on every host.
        '@id': centerPath(center.slug),
        name: `${companyName} ${center.name}`,
        telephone: telephone(center.phone),
        address: {
          '@type': 'PostalAddress',
          streetAddress: center.address,
          addressLocality: center.city,
          addressRegion: stateCode(center.state),
          postalCode: center.postalCode,
          addressCountry: 'US',
        },
        geo: {
          '@type': 'GeoCoordinates',
          latitude: center.coordinates.latitude,
          longitude: center.coordinates.longitude,
        },
        // The compact text form ('Su-Th 10:00-00:00') keeps the page light with 41 centers. A
        // center that is not open has no opening hours yet (or for now).
        ...(!center.notOpen && {
          openingHours: center.hours.flatMap((hours) => {
            const days = daysOf(hours.days);
            return days ? [`${days} ${time24(hours.open)}-${time24(hours.close)}`] : [];
          }),
        }),
      };
    }),
  };
}

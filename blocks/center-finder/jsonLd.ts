import type { Graph, LocalBusiness, OpeningHoursSpecification } from 'schema-dts';
import type { CenterListing } from '@/lib/centers/nearest';
import {
  WEEKDAYS,
  centerClock,
  minutesOf,
  upcomingSpecialHours,
  weekdayIndex,
  weekdaysOf,
} from '@/lib/centers/openNow';
import { stateCode } from '@/lib/centers/states';
import { centerPath } from '@/lib/sitePaths';

/**
 * schema.org LocalBusiness data for every center, so search engines can show each venue's address,
 * phone and opening hours. Built from the same centers the page lists, on the server and again in the browser.
 */

/**
 * 'Sun–Thu', 'Fri', 'Mon, Wed' or 'Fri–Mon' as schema.org openingHours days ('Su-Th', 'Fr',
 * 'Mo,We', 'Fr-Mo'); undefined when the text is not days.
 */
export function daysOf(text: string): string | undefined {
  const parts = text.split(',').map((part) => {
    const ends = part.split(/\s*[–—-]\s*/).map(weekdayIndex);
    if (ends.length > 2 || ends.some((index) => index < 0)) return undefined;
    return ends.map((index) => WEEKDAYS[index]!.slice(0, 2)).join('-');
  });
  return parts.every(Boolean) ? parts.join(',') : undefined;
}

/** '10:00 AM' → '10:00', '12:00 AM' → '00:00' (a closing time before the opening is the next day). */
export function time24(text: string): string {
  const minutes = minutesOf(text);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** '(480) 555-0110' → '+1-480-555-0110'. */
function telephone(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-10);
  return `+1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The week's hours as schema.org specifications: one per row, its days named in full. */
function openingHoursSpecification(hours: CenterListing['hours']): OpeningHoursSpecification[] {
  return hours.flatMap((row): OpeningHoursSpecification[] => {
    const days = weekdaysOf(row.days);
    return days
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: days.map((day) => WEEKDAYS[day]!),
            opens: time24(row.open),
            // A closing time before the opening one is the next morning's, as schema.org reads it.
            closes: time24(row.close),
          },
        ]
      : [];
  });
}

/** The next two weeks' special days; a closed day opens and closes at midnight. */
function specialOpeningHoursSpecification(
  center: CenterListing,
  from: number,
): OpeningHoursSpecification[] {
  return upcomingSpecialHours(centerClock(center), from).map((day) => ({
    '@type': 'OpeningHoursSpecification',
    name: day.note,
    validFrom: day.date,
    validThrough: day.date,
    opens: day.closed ? '00:00' : time24(day.open),
    closes: day.closed ? '00:00' : time24(day.close),
  }));
}

/**
 * A center's own page describes it in full (`specialHoursFrom`: the moment the page is made);
 * Find a Location's 41 centers keep the compact text form ('Su-Th 10:00-00:00') and name each
 * center's page as its id, so the page stays light.
 */
export function localBusinessJsonLd(
  centers: readonly CenterListing[],
  { companyName, specialHoursFrom }: { companyName: string; specialHoursFrom?: number },
): Graph {
  return {
    '@context': 'https://schema.org',
    '@graph': centers.map((center): LocalBusiness => {
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
        // A center that is not open has no opening hours yet (or for now).
        ...(!center.notOpen &&
          (specialHoursFrom === undefined
            ? {
                openingHours: center.hours.flatMap((hours) => {
                  const days = daysOf(hours.days);
                  return days ? [`${days} ${time24(hours.open)}-${time24(hours.close)}`] : [];
                }),
              }
            : {
                openingHoursSpecification: openingHoursSpecification(center.hours),
                specialOpeningHoursSpecification: specialOpeningHoursSpecification(
                  center,
                  specialHoursFrom,
                ),
              })),
      };
    }),
  };
}

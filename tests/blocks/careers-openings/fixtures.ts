import { entry } from '@/tests/support/entries';

/** Resolved `center` and `jobOpening` entries, shaped as the content source returns them. */

export function centerEntry(centerId: string, name: string, state: string, postalCode: string) {
  return entry(
    'center',
    {
      centerId,
      name,
      slug: name.toLowerCase().replace(/\W+/g, '-'),
      state,
      city: name,
      address: `${centerId} Main St`,
      postalCode,
      latitude: 33.4,
      longitude: -111.9,
      phone: '480-555-0110',
      priceTier: 2,
      timeZone: 'America/Chicago',
    },
    `center-${centerId}`,
  );
}

export const TEMPE = centerEntry('101', 'Tempe', 'Arizona', '85281');
export const KATY = centerEntry('251', 'Katy', 'Texas', '77494');
export const PLANO = centerEntry('256', 'Plano', 'Texas', '75024');

export function openingEntry(slug: string, fields: Record<string, unknown> = {}) {
  return entry(
    'jobOpening',
    {
      title: 'Party Host',
      slug,
      department: 'Events & Parties',
      center: TEMPE,
      employmentType: 'Part-time',
      payMin: 14.5,
      payMax: 17,
      payUnit: 'hour',
      description: 'Run birthday parties from the welcome to the cake.',
      responsibilities: ['Welcome families', 'Lead games'],
      datePosted: '2026-11-18',
      validThrough: '2027-03-31',
      ...fields,
    },
    `job-${slug}`,
  );
}

/** A day before every fixture's last day, at noon in Arizona. */
export const NOW = new Date('2026-12-01T19:00:00Z');

/** Three openings: two in Texas, one in Arizona; a line cook beside two party hosts. */
export const OPENINGS = [
  openingEntry('party-host-tempe', { datePosted: '2026-11-20' }),
  openingEntry('line-cook-katy', {
    title: 'Line Cook',
    department: 'Food & Beverage',
    center: KATY,
    employmentType: 'Full-time',
    payMin: 17,
    payMax: 20,
    datePosted: '2026-11-12',
  }),
  openingEntry('party-host-plano', { center: PLANO, datePosted: '2026-11-05' }),
];

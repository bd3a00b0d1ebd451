import { getCenterEntries, getSiteSettings, type SiteSettings } from '@/lib/cms';
import type { Entry } from '@/lib/cms/types';
import { useSite } from '@/stores/site';
import { entry } from '@/tests/support/entries';
import { preventLinkNavigation } from '@/tests/support/navigation';

/** The centers Find a Location is tested with: two states of two, a coming-soon one. */
export function center(
  centerId: string,
  name: string,
  state: string,
  postalCode: string,
  latitude: number,
  longitude: number,
  extra: Record<string, unknown> = {},
): Entry {
  return entry('center', {
    centerId,
    name,
    slug: name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    state,
    city: name,
    address: '1 Main St',
    postalCode,
    latitude,
    longitude,
    phone: '(480) 555-0142',
    priceTier: 2,
    timeZone: 'America/Chicago',
    hours: [
      { days: 'Sun–Thu', open: '10:00 AM', close: '12:00 AM' },
      { days: 'Fri–Sat', open: '10:00 AM', close: '2:00 AM' },
    ],
    ...extra,
  });
}

export const HOSTILE = '</script><script>alert(1)</script><!--';

export const entries = [
  center('252', 'Sugar Land', 'Texas', '77479', 29.5994, -95.6149),
  center('101', 'Tempe', 'Arizona', '85284', 33.3497, -111.9587),
  center('251', 'Katy', 'TX', '77494', 29.7858, -95.8245),
  center('301', 'Fishers', 'Indiana', '46037', 39.9568, -86.0134, {
    timeZone: 'America/Indiana/Indianapolis',
    openingDate: '2027-04-17',
  }),
  center('102', 'Chandler', 'Arizona', '85226', 33.3036, -111.9007, {
    address: `${HOSTILE} & Co`,
  }),
];

/**
 * Serves these centers to the block (the test file mocks `@/lib/cms`'s getters), with no center
 * chosen yet and links that do not navigate; gives back what restores the links.
 */
export function serveCenters(): () => void {
  vi.mocked(getCenterEntries).mockResolvedValue(entries);
  vi.mocked(getSiteSettings).mockResolvedValue({
    companyName: 'Spark Alley',
    specialHours: [],
  } as unknown as SiteSettings);
  localStorage.clear();
  useSite.setState({ chosenCenterId: undefined });
  return preventLinkNavigation();
}
